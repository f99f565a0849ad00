/** An /api/admin answer to a file upload. */
export type UploadAnswer<T> = { status: number; message: string; data: T | null };

/**
 * Sends one file as the request body with XMLHttpRequest, because fetch cannot report upload
 * progress; `onProgress` gets whole percents of the bytes sent.
 */
export function sendFile<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as UploadAnswer<T>);
      } catch {
        resolve({ status: xhr.status, message: 'The server could not take this file. Try again.', data: null });
      }
    };
    xhr.onerror = () => resolve({ status: 0, message: 'The console cannot reach the server. Check your connection and try again.', data: null });
    xhr.send(file);
  });
}

/** The upload limits the server enforces, passed down from the page so the console can say them first. */
export type UploadLimits = { maxBytes: number; tooLargeMessage: string };
