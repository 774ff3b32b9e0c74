/** The job that renders one allocation's notice PDF and tells the investor. */
export const NOTICE_JOB_KIND = 'capital_call.notice';
