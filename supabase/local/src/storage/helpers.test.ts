import { describe, expect, it } from 'vitest';
import { StorageError } from './errors';
import { maxFileSize, mustBeValidKey, validateMimeType } from './mime';
import { etagMatches } from './serve';
import { outputFormat, parseTransform } from './transform';

function refusal(fn: () => unknown): StorageError {
  try {
    fn();
  } catch (error) {
    if (error instanceof StorageError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('upload checks', () => {
  it('matches MIME types exactly or by a type/* wildcard', () => {
    expect(() => validateMimeType('image/png', ['image/*'])).not.toThrow();
    expect(() => validateMimeType('image/png', ['image/jpeg', 'image/png'])).not.toThrow();
    const wrong = refusal(() => validateMimeType('text/plain', ['image/*']));
    expect(wrong.body).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/plain is not supported',
    });
    expect(wrong.httpStatus).toBe(400);
    expect(refusal(() => validateMimeType('png', ['image/*'])).statusCode).toBe(415);
  });

  it('takes the smaller of the bucket and global limits; folder placeholders must be empty', () => {
    expect(maxFileSize('a/b.png', 1000)).toBe(1000);
    expect(maxFileSize('a/b.png', null)).toBe(50 * 1024 * 1024);
    expect(maxFileSize('a/.emptyFolderPlaceholder', 1000)).toBe(0);
  });

  it('accepts S3-safe keys only', () => {
    expect(() => mustBeValidKey('uid/photos/front view (1).png')).not.toThrow();
    expect(refusal(() => mustBeValidKey('uid/naïve.png')).body.message).toBe('Invalid key: uid/naïve.png');
    expect(refusal(() => mustBeValidKey('')).statusCode).toBe(400);
  });
});

describe('image transformation options', () => {
  it('clamps sizes to 1..2500, defaults resize to cover and quality to 80', () => {
    expect(parseTransform(new URLSearchParams('width=200'))).toEqual({
      width: 200,
      resize: 'cover',
      quality: 80,
    });
    expect(
      parseTransform(new URLSearchParams('width=9000&height=0&resize=contain&quality=50&format=origin')),
    ).toEqual({
      width: 2500,
      resize: 'contain',
      quality: 50,
      format: 'origin',
    });
  });

  it('refuses what storage-api refuses', () => {
    for (const query of [
      'width=-1',
      'width=1.5',
      'resize=stretch',
      'quality=10',
      'quality=101',
      'format=gif',
    ]) {
      expect(refusal(() => parseTransform(new URLSearchParams(query))).statusCode, query).toBe(400);
    }
  });

  it('answers WebP to clients that accept it unless the original format is asked for', () => {
    const t = parseTransform(new URLSearchParams('width=10'));
    expect(outputFormat(t, 'image/avif,image/webp,*/*', 'jpeg')).toBe('webp');
    expect(outputFormat(t, '*/*', 'jpeg')).toBe('jpeg');
    expect(outputFormat({ ...t, format: 'origin' }, 'image/webp', 'png')).toBe('png');
    expect(outputFormat({ ...t, format: 'avif' }, null, 'png')).toBe('avif');
  });
});

describe('ETag matching', () => {
  it('matches strong, weak, listed and * values', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"x"', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});
