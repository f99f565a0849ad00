/** What a finished console export task answers (the file itself is at /api/admin/tasks/{id}/file). */
export type ExportFileView = { file: string; filename: string; contentType: string; bytes: number };
