import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * Runs ffmpeg or ffprobe the one way this codebase does: no shell (arguments as an array, so a file name is
 * never parsed as a command), stdin closed, a bare environment (a decoder bug exploited by a hostile file
 * finds no DATABASE_URL or secret in its environment), bounded output, a deadline and an abort signal that
 * kill it, and a lower CPU priority so requests and photos go first on a busy machine.
 */

export interface RunToolOptions {
  /** Killed (SIGKILL) past this; the promise settles once the process is gone. */
  timeoutMs: number;
  /** Aborting kills the tool the same way (shutdown, a job given up). */
  signal?: AbortSignal;
  /** stdout kept in memory up to this many bytes; more kills the tool. Default 1 MB. */
  maxStdoutBytes?: number;
  /** When set, stdout is handed over line by line (ffmpeg's -progress) instead of being kept. */
  onStdoutLine?: (line: string) => void;
  /** Added to the child's nice value (0 leaves it; 10 is what batch work gets). Best effort. */
  niceness?: number;
}

export interface ToolResult {
  stdout: Buffer;
  /** The end of what the tool wrote to stderr (at most STDERR_TAIL_BYTES). */
  stderr: string;
}

export type ToolFailureKind = 'not-started' | 'failed' | 'timed-out' | 'aborted' | 'too-much-output';

/** Why a tool did not finish cleanly; `detail` is its last line of stderr or the spawn error. */
export class ToolFailure extends Error {
  constructor(
    readonly kind: ToolFailureKind,
    readonly detail: string,
    readonly exitCode: number | null = null,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'ToolFailure';
  }
}

/** Enough of stderr to say why it failed, however much a broken file makes the tool complain. */
const STDERR_TAIL_BYTES = 16 * 1024;
const DEFAULT_MAX_STDOUT_BYTES = 1024 * 1024;

/** The last non-empty line of a tool's stderr, which is where ffmpeg says what went wrong. */
export function lastLine(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? '';
}

export function runTool(binary: string, args: readonly string[], options: RunToolOptions): Promise<ToolResult> {
  const { timeoutMs, signal, onStdoutLine, niceness = 0 } = options;
  const maxStdoutBytes = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT_BYTES;
  if (signal?.aborted) return Promise.reject(new ToolFailure('aborted', 'stopped before it started'));

  return new Promise<ToolResult>((resolve, reject) => {
    const child = spawn(binary, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
      windowsHide: true,
    });
    if (niceness > 0 && child.pid !== undefined) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // Not permitted or not supported here: the tool runs at normal priority.
      }
    }

    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let pendingLine = '';
    let stderr = '';
    let stopped: ToolFailure | null = null;

    const stop = (failure: ToolFailure) => {
      stopped ??= failure;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new ToolFailure('timed-out', `still running after ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    const onAbort = () => stop(new ToolFailure('aborted', 'stopped'));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (onStdoutLine) {
        const lines = (pendingLine + chunk.toString('utf8')).split('\n');
        pendingLine = lines.pop() ?? '';
        // A line without an end that keeps growing is not progress output: treat it like too much output.
        if (pendingLine.length > maxStdoutBytes) stop(new ToolFailure('too-much-output', 'endless line'));
        for (const line of lines) onStdoutLine(line.trimEnd());
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdoutBytes) {
        stop(new ToolFailure('too-much-output', `more than ${maxStdoutBytes} bytes of output`));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
    });

    let spawnError: Error | null = null;
    child.once('error', (error) => {
      // Only spawn failures (ENOENT, EACCES) reach here in practice; 'close' follows.
      spawnError = error;
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (stopped) return reject(stopped);
      if (spawnError) return reject(new ToolFailure('not-started', spawnError.message));
      if (onStdoutLine && pendingLine) onStdoutLine(pendingLine.trimEnd());
      if (code !== 0) {
        return reject(new ToolFailure('failed', lastLine(stderr) || `exited with code ${String(code)}`, code));
      }
      resolve({ stdout: Buffer.concat(stdout), stderr });
    });
  });
}
