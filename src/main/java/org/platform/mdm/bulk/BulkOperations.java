package org.platform.mdm.bulk;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.platform.mdm.bulk.delete.DeleteOperation;
import org.platform.mdm.bulk.export.ExportOperation;
import org.platform.mdm.bulk.load.FollowedLoads;
import org.platform.mdm.bulk.load.ImportOperation;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.core.Right;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.operations.StepView;
import org.platform.mdm.search.RecordSelection;
import org.platform.mdm.search.Selections;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Bulk operations on a search's selection, each a background run for the user who asked: checked
 * (the selection as a search is, the user's rights on its records as the operation needs them)
 * before it starts, then followed, stopped and, for an export, downloaded by that user (or by a
 * user with full access).
 */
@Service
public class BulkOperations {

  /** What a bulk operation does, the operation type that does it and the right it needs. */
  public enum Kind {
    EXPORT(ExportOperation.NAME, Right.READ, "export"),
    DELETE(DeleteOperation.NAME, Right.DELETE, "delete"),
    REMATCH("rematchRecordsJob", Right.UPDATE, "re-match"),
    REINDEX("reindexRecordsJob", Right.UPDATE, "re-index");

    final String jobName;
    final Right right;
    final String verb;

    Kind(String jobName, Right right, String verb) {
      this.jobName = jobName;
      this.right = right;
      this.verb = verb;
    }

    static Kind named(String name) {
      for (Kind k : values()) {
        if (k.name().equalsIgnoreCase(name == null ? "" : name.trim())) {
          return k;
        }
      }
      throw new PlatformException(
          List.of(
              Problem.at(
                  "operationType",
                  BulkErrors.BULK_OPERATION_UNKNOWN,
                  String.valueOf(name),
                  Arrays.toString(values()))));
    }
  }

  /**
   * A request.
   *
   * @param format XLSX or CSV (an export; XLSX when null)
   * @param wipe a delete is physical
   */
  public record Request(String operationType, String format, Boolean wipe, JsonNode selection) {}

  /**
   * A run with its file, if it has one, and an import's rows.
   *
   * @param rows what an import did so far; null for other runs and before the load started
   */
  public record BulkRun(
      ExecutionView execution, List<StepView> steps, BulkFiles.BulkFile file, Rows rows) {}

  /** An import's rows: changed (created or updated), unchanged (nothing written) and failed. */
  public record Rows(long changed, long unchanged, long failed) {}

  private final Runs runs;
  private final RecordSelection selection;
  private final BulkFiles files;
  private final BulkSettings settings;
  private final JsonMapper json;
  private final FollowedLoads loads;

  BulkOperations(
      Runs runs,
      RecordSelection selection,
      BulkFiles files,
      BulkSettings settings,
      JsonMapper json,
      FollowedLoads loads) {
    this.loads = loads;
    this.runs = runs;
    this.selection = selection;
    this.files = files;
    this.settings = settings;
    this.json = json;
  }

  /**
   * Checks and starts the operation: 400 with every problem of the request, 403 naming the user and
   * the operation when a right on the selection's records is missing.
   */
  public BulkRun execute(Request request, PlatformUser user) {
    Kind kind = Kind.named(request.operationType());
    if (request.selection() == null || request.selection().isNull()) {
      throw new PlatformException(
          List.of(Problem.at("selection", BulkErrors.BULK_FIELD_REQUIRED, "selection")));
    }
    String entity = RecordSelection.entityName(request.selection());
    if (entity != null && !user.can(entity, kind.right)) {
      throw new PlatformException(
          BulkErrors.BULK_ACCESS_DENIED, user.userName(), kind.verb, entity, kind.right.name());
    }
    Map<String, Object> parameters = new LinkedHashMap<>();
    parameters.put(Selections.SELECTION, json.writeValueAsString(request.selection()));
    if (kind == Kind.EXPORT) {
      parameters.put("format", format(request.format()));
    }
    if (kind == Kind.DELETE && request.wipe() != null) {
      parameters.put("wipe", request.wipe());
    }
    long count = selection.count(request.selection(), user);
    if (kind == Kind.EXPORT && count > settings.exportMaxCount()) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "selection",
                  BulkErrors.BULK_EXPORT_TOO_LARGE,
                  count,
                  settings.exportMaxCount())));
    }
    ExecutionView started = runs.startOnce(kind.jobName, parameters, user.userName());
    return new BulkRun(started, List.of(), null, null);
  }

  private static String format(String given) {
    if (given == null) {
      return ExportOperation.Format.XLSX.name();
    }
    try {
      return ExportOperation.Format.valueOf(given.trim().toUpperCase(Locale.ROOT)).name();
    } catch (IllegalArgumentException e) {
      throw new PlatformException(
          List.of(
              Problem.at(
                  "format",
                  BulkErrors.BULK_FORMAT_UNKNOWN,
                  given,
                  Arrays.toString(ExportOperation.Format.values()))));
    }
  }

  /** The user's run (any run for a user with full access), with its steps and file. */
  public BulkRun get(long executionId, PlatformUser user) {
    ExecutionView run = own(executionId, user);
    List<StepView> steps = runs.steps(executionId, 20);
    Rows rows =
        ImportOperation.NAME.equals(run.jobName())
            ? loads
                .counts(steps, run.startedBy())
                .map(c -> new Rows(c.changed(), c.unchanged(), c.failed()))
                .orElse(null)
            : null;
    return new BulkRun(run, steps, files.of(executionId).filter(files::kept).orElse(null), rows);
  }

  /** Stops the user's run (between blocks). */
  public BulkRun stop(long executionId, PlatformUser user) {
    own(executionId, user);
    runs.stop(executionId);
    return get(executionId, user);
  }

  /** The export's file, once the run is done; 409 before. */
  public Download download(long executionId, PlatformUser user) throws IOException {
    ExecutionView run = own(executionId, user);
    BulkFiles.BulkFile file =
        files
            .of(executionId)
            .filter(f -> f.kind().equals(BulkFiles.RESULT))
            .orElseThrow(
                () ->
                    new PlatformException(
                        BulkErrors.BULK_FILE_NOT_READY, executionId, run.status()));
    Path path = files.path(file.storedName());
    if (!Files.isRegularFile(path)) {
      throw new PlatformException(BulkErrors.BULK_FILE_NOT_READY, executionId, "removed");
    }
    return new Download(path, file.fileName(), file.contentType());
  }

  /** A file to send. */
  public record Download(Path path, String fileName, String contentType) {}

  private ExecutionView own(long executionId, PlatformUser user) {
    ExecutionView run;
    try {
      run = runs.get(executionId);
    } catch (PlatformException missing) {
      throw new PlatformException(BulkErrors.BULK_EXECUTION_NOT_FOUND, executionId);
    }
    if (!user.fullAccess() && !run.startedBy().equals(user.userName())) {
      throw new PlatformException(BulkErrors.BULK_EXECUTION_NOT_FOUND, executionId);
    }
    return run;
  }
}
