/** What the upload panel shows of a file waiting for the next save. */
export type PendingUploadState = {
  /** The file chosen, dropped or pasted; sent with the next save, kept when that save is refused. */
  file: File | undefined;
  /** An object URL of `file` for the preview (revoked when the file goes). */
  previewURL: string | undefined;
  /** While a save sends the file: the share sent so far (0–1), or `null` when the browser cannot tell. */
  progress: number | null | undefined;
  /** Why the file cannot be saved yet (no file on create, a refused type or size), shown at the drop zone. */
  problem: string | undefined;
};

const empty: PendingUploadState = { file: undefined, previewURL: undefined, progress: undefined, problem: undefined };

/**
 * The file an upload collection's form will send, outside React like the form's `FormStore`: the panel
 * subscribes to it, the save path reads it and reports progress to it. A file is let go only after the save
 * that carried it succeeds, so a refused upload can be sent again as it is.
 */
export class PendingUpload {
  private state: PendingUploadState = empty;
  private readonly listeners = new Set<() => void>();

  getState = (): PendingUploadState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Takes `file` in place of any earlier one. */
  setFile(file: File): void {
    this.revoke();
    this.update({ file, previewURL: URL.createObjectURL(file), progress: undefined, problem: undefined });
  }

  /** Forgets the file (removed by the user, or saved). */
  clear(): void {
    this.revoke();
    this.update({ ...empty });
  }

  setProgress(progress: number | null | undefined): void {
    this.update({ ...this.state, progress });
  }

  setProblem(problem: string | undefined): void {
    if (problem !== this.state.problem) this.update({ ...this.state, problem });
  }

  private revoke(): void {
    if (this.state.previewURL) URL.revokeObjectURL(this.state.previewURL);
  }

  private update(next: PendingUploadState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
