export interface OcfProblem {
  readonly file: string;
  readonly objectId: string | null;
  /** JSON pointer inside the file, e.g. /items/3/stakeholder_id */
  readonly path: string;
  readonly message: string;
}

export interface OcfObject {
  readonly object_type: string;
  readonly id: string;
  readonly [key: string]: unknown;
}

export interface LocatedObject {
  readonly file: string;
  readonly path: string;
  readonly object: OcfObject;
}
