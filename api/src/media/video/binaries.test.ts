import { access, chmod, constants, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagedToolPath, repairPackagedMode, resolveVideoTools, VideoToolsError } from './binaries.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-binaries-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in executable: a shell script answering `-version` (and `-encoders`, `-filters`) as told. */
async function fakeTool(name: string, answers: { version: string; encoders?: string }, mode = 0o755) {
  const path = join(dir, name);
  await writeFile(
    path,
    [
      '#!/bin/sh',
      'case "$2" in',
      `  -version) echo "${answers.version}" ;;`,
      `  -encoders) printf '%s\\n' "${answers.encoders ?? ''}" ;;`,
      '  *) echo "" ;;',
      'esac',
      '',
    ].join('\n'),
    { mode },
  );
  await chmod(path, mode);
  return path;
}

async function problemsOf(paths: Parameters<typeof resolveVideoTools>[0]): Promise<string> {
  const error: unknown = await resolveVideoTools(paths).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VideoToolsError);
  return (error as VideoToolsError).problems.join('\n');
}

describe('which ffmpeg and ffprobe run', () => {
  it('by default, the binaries inside the npm packages, checked by running them', async () => {
    const tools = await resolveVideoTools();
    expect(tools.ffmpeg).toBe((packagedToolPath('ffmpeg') as { path: string }).path);
    expect(tools.ffprobe).toBe((packagedToolPath('ffprobe') as { path: string }).path);
    expect(tools.ffmpeg).toContain('@ffmpeg-installer');
    expect(tools.versions.ffmpeg).toMatch(/^ffmpeg version /);
    expect(tools.versions.ffprobe).toMatch(/^ffprobe version /);
    expect(tools.hasZscale).toBe(true);
  });

  it('FFMPEG_PATH and FFPROBE_PATH win when set', async () => {
    const ffmpeg = await fakeTool('system-ffmpeg', {
      version: 'ffmpeg version 6.1-system',
      encoders: ' V..... libx264              libx264 H.264\n A..... aac                  AAC',
    });
    const ffprobe = await fakeTool('system-ffprobe', { version: 'ffprobe version 6.1-system' });
    const tools = await resolveVideoTools({ ffmpegPath: ffmpeg, ffprobePath: ffprobe });
    expect(tools).toMatchObject({
      ffmpeg,
      ffprobe,
      versions: { ffmpeg: 'ffmpeg version 6.1-system' },
      hasZscale: false,
    });
  });

  it('a set path that does not work stops the start, naming the variable; it never falls back', async () => {
    const problems = await problemsOf({ ffmpegPath: join(dir, 'no-such-ffmpeg') });
    expect(problems).toContain(`FFMPEG_PATH=${join(dir, 'no-such-ffmpeg')} could not be run`);
    expect(problems).toContain('unset it to use the one in @ffmpeg-installer/ffmpeg');
  });

  it('every problem at once: a program that is not ffprobe, a file that cannot be executed', async () => {
    const notExecutable = await fakeTool('ffmpeg-0644', { version: 'ffmpeg version 6.1' }, 0o644);
    const problems = await problemsOf({ ffmpegPath: notExecutable, ffprobePath: process.execPath });
    expect(problems).toContain(`FFMPEG_PATH=${notExecutable} could not be run`);
    expect(problems).toContain(`FFPROBE_PATH=${process.execPath} could not be run`);
  });

  it('an ffmpeg without the H.264 and AAC encoders is refused', async () => {
    const bare = await fakeTool('bare-ffmpeg', {
      version: 'ffmpeg version 6.1-bare',
      encoders: ' V..... mpeg4  MPEG-4',
    });
    expect(await problemsOf({ ffmpegPath: bare })).toContain('has no libx264 or aac encoder');
  });

  it('a packaged binary installed without its install script (mode 0644) is made executable, as that script does', async () => {
    const path = await fakeTool('packaged-ffprobe', { version: 'ffprobe version 5' }, 0o644);
    await expect(access(path, constants.X_OK)).rejects.toThrow();
    await repairPackagedMode(path);
    await access(path, constants.X_OK);
    expect((await stat(path)).mode & 0o777).toBe(0o744);
  });
});
