import { describe, expect, test } from 'vitest';
import { sniffEvidenceType } from '../../src/server/returns/evidence-type';

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('an unboxing video or photo is told from its bytes', () => {
  test('phone videos and photos are taken', () => {
    expect(sniffEvidenceType(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'isom'))).toBe('video/mp4');
    expect(sniffEvidenceType(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toBe('video/quicktime');
    expect(sniffEvidenceType(bytes([0, 0, 0, 0x14], 'ftyp3gp4', [0, 0, 0, 0]))).toBe('video/3gpp');
    expect(sniffEvidenceType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video/webm');
    expect(sniffEvidenceType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffEvidenceType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
  });

  test('anything else is refused, whatever it is called', () => {
    expect(sniffEvidenceType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffEvidenceType(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffEvidenceType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffEvidenceType(new Uint8Array())).toBeNull();
  });
});
