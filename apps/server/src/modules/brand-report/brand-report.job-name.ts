/** The job that builds one brand report (its own file: the service queues it, the job module runs it). */
export const BRAND_REPORT_JOB = 'brand_report.build';
