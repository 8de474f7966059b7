// The commit a benchmark measured, recorded in its result file (`commit`): HEAD, marked
// "-dirty" when tracked files other than bench/results/ had uncommitted changes.
import { execFileSync } from "node:child_process";

export function gitCommit() {
  try {
    const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results"], { encoding: "utf8" }).trim() !==
      "";
    return dirty ? `${head}-dirty` : head;
  } catch {
    return "unknown";
  }
}
