package org.platform.mdm.bulk.load;

import java.util.LinkedHashMap;
import java.util.Map;
import org.platform.mdm.data.load.ImportFormat;
import org.platform.mdm.data.load.RecordImportStarted;
import org.platform.mdm.operations.Runs;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Every bulk load asked for through the data API is followed by a run of {@code importDataJob},
 * started as the user who sent the file: the load is listed, followed, stopped and restarted with
 * the other background operations, while its own endpoints go on as before.
 */
@Component
class LoadRuns {

  private static final Logger log = LoggerFactory.getLogger(LoadRuns.class);

  private final Runs runs;

  LoadRuns(Runs runs) {
    this.runs = runs;
  }

  /**
   * After the load is committed, in a transaction of its own. The word of the load is kept by the
   * event publication registry until this succeeds: a run that could not be started (a failure, a
   * crash between the load's commit and this) is started when the word is handed over again, at the
   * next start or by {@link org.platform.mdm.system.EventRedelivery}.
   */
  @TransactionalEventListener
  @Transactional(propagation = Propagation.REQUIRES_NEW)
  void started(RecordImportStarted load) {
    Map<String, Object> parameters = new LinkedHashMap<>();
    String file = ImportOperation.loadTaken(load.importId());
    parameters.put("file", file);
    parameters.put("format", load.format() == ImportFormat.CSV ? "CSV" : "NDJSON");
    if (load.entityName() != null) {
      parameters.put("entityName", load.entityName());
    }
    try {
      // The load's name keys the run: a word handed over again once its run was committed (the
      // word's completion lost) finds that run and starts no second one.
      runs.startOnce(ImportOperation.NAME, parameters, load.userName(), file);
    } catch (RuntimeException e) {
      // The load goes on; its run is started when the registry hands the word over again.
      log.error(
          "the run following bulk load {} could not be started; it is tried again",
          load.importId(),
          e);
      throw e;
    }
  }
}
