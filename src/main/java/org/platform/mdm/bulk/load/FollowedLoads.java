package org.platform.mdm.bulk.load;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.platform.mdm.bulk.format.XlsxImport;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.UserDirectory;
import org.platform.mdm.data.load.ImportFormat;
import org.platform.mdm.data.load.ImportRequest;
import org.platform.mdm.data.load.ImportState;
import org.platform.mdm.data.load.ImportView;
import org.platform.mdm.data.load.RecordImports;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.Step;
import org.platform.mdm.operations.StepView;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;

/**
 * The bulk load an {@code importDataJob} run follows ({@link RecordImports}): started once from a
 * converted spreadsheet's lines, resumed when a restarted run finds it stopped, followed to its end
 * with its lines and rejections told as the run's step; and what it did, in rows, for the notice.
 */
@Component
public class FollowedLoads {

  private static final long POLL_MILLIS = 300;

  private final RecordImports imports;
  private final UserDirectory users;

  FollowedLoads(RecordImports imports, UserDirectory users) {
    this.imports = imports;
    this.users = users;
  }

  /** Where the load is: its id, lines read and rejected lines told as failed items. */
  record Progress(long importId, long read, int told) {
    static Progress of(String checkpoint) {
      String[] parts = checkpoint.split(":");
      return new Progress(
          Long.parseLong(parts[0]), Long.parseLong(parts[1]), Integer.parseInt(parts[2]));
    }

    @Override
    public String toString() {
      return importId + ":" + read + ":" + told;
    }
  }

  /** A restarted run's load, resumed when it stopped. */
  Progress resumed(Progress progress, PlatformUser user) {
    ImportView load = imports.find(progress.importId(), user);
    if (load.state() == ImportState.FAILED || load.state() == ImportState.RUNNING) {
      try {
        imports.resume(progress.importId(), user);
      } catch (PlatformException running) {
        // a node still writes it: it is followed as it goes
      }
    }
    return progress;
  }

  /**
   * Starts the load of a converted spreadsheet's lines, once: as the source system chosen, when one
   * was.
   */
  Progress start(Step step, Path upload, Path lines, String source, PlatformUser user)
      throws Exception {
    step.total(ImportOperation.lineCount(lines));
    ImportRequest request =
        ImportRequest.of(ImportFormat.NDJSON, null, null, null).asSource(source);
    step.block(
        scope -> {
          try (InputStream in = Files.newInputStream(lines)) {
            long id = imports.start(request, in, Files.size(lines), user);
            scope.checkpoint(new Progress(id, 0, 0).toString());
          }
        });
    Files.deleteIfExists(upload);
    Files.deleteIfExists(lines);
    return Progress.of(step.checkpoint());
  }

  /**
   * Follows the load to its end, telling its lines and rejections as the step's.
   *
   * @return false when the run was stopped (and the load with it)
   */
  boolean follow(
      OperationRun run,
      Step step,
      Progress from,
      List<XlsxImport.Segment> segments,
      PlatformUser user)
      throws Exception {
    Progress progress = from;
    while (true) {
      if (run.stopRequested()) {
        imports.stop(progress.importId(), user);
        return false;
      }
      ImportView load = imports.find(progress.importId(), progress.told(), user);
      List<ImportView.Rejection> fresh = load.rejections();
      if (load.linesRead() != progress.read() || !fresh.isEmpty()) {
        Progress before = progress;
        Progress after =
            new Progress(before.importId(), load.linesRead(), before.told() + fresh.size());
        step.block(
            scope -> {
              scope.processed(after.read() - before.read());
              for (ImportView.Rejection r : fresh) {
                scope.failed(
                    segments.isEmpty() ? "line " + r.line() : XlsxImport.where(segments, r.line()),
                    r.errors().stream()
                        .map(ImportView.LineError::message)
                        .collect(Collectors.joining(" ")));
              }
              scope.checkpoint(after.toString());
            });
        progress = after;
      }
      if (load.state() == ImportState.DONE) {
        step.total(load.linesRead());
        return true;
      }
      if (load.state() == ImportState.FAILED) {
        throw new IllegalStateException(
            "the load of the file stopped after line " + load.linesRead() + ": " + load.error());
      }
      Thread.sleep(POLL_MILLIS);
    }
  }

  /**
   * What a load did, in rows: changed (created or updated), unchanged (written as they were) and
   * failed (refused).
   */
  public record Counts(long changed, long unchanged, long failed) {}

  /**
   * The counts of the load the run followed (its {@code import} step names it), as the user who
   * started the run sees it; empty when the run has no load, or the load or the user is gone.
   */
  public java.util.Optional<Counts> counts(List<StepView> steps, String userName) {
    for (StepView step : steps) {
      if ("import".equals(step.name()) && step.checkpoint() != null) {
        long importId = Progress.of(step.checkpoint()).importId();
        return users
            .activeUser(userName)
            .flatMap(user -> load(importId, user))
            .map(
                load -> {
                  long changed = load.loaded() + load.updated();
                  return new Counts(
                      changed,
                      Math.max(0, load.linesRead() - changed - load.rejected()),
                      load.rejected());
                });
      }
    }
    return java.util.Optional.empty();
  }

  /** The load's counters without its rejected lines; empty when the load is gone. */
  private java.util.Optional<ImportView> load(long importId, PlatformUser user) {
    try {
      return java.util.Optional.of(imports.find(importId, Integer.MAX_VALUE, user));
    } catch (PlatformException gone) {
      return java.util.Optional.empty();
    }
  }
}
