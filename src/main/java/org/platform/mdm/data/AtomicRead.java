package org.platform.mdm.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;

/**
 * The reads of an atomic get or a historic record: the data module's read, and each module whose
 * own request is in the payload with its read (the data module's at that request's dates) and the
 * record that request names, if it names one. Every request reads the same record: a module request
 * naming another is refused ({@link #otherRecords}).
 *
 * @param dataKey the data module's payload key, named in the refusal
 * @param read the data module's read
 * @param modules by payload key, the modules that sent a request of their own, in the order of
 *     their payloads
 */
public record AtomicRead(String dataKey, RecordRead read, Map<String, ModuleRead> modules) {

  /**
   * A module's own request.
   *
   * @param read the data module's read at the dates the request gives
   * @param etalonId the etalon id the request names, as sent; null when it names none
   */
  public record ModuleRead(RecordRead read, String etalonId) {}

  public AtomicRead {
    modules = Collections.unmodifiableMap(new LinkedHashMap<>(modules));
  }

  /** The read of the module of {@code payloadKey}: its own, else the data module's. */
  public RecordRead of(String payloadKey) {
    ModuleRead module = modules.get(payloadKey);
    return module == null ? read : module.read();
  }

  /**
   * One {@link DataErrors#DATA_PAYLOAD_OTHER_RECORD} for each module request that names another
   * record than {@code found}, the record the data module's read found.
   */
  public List<Problem> otherRecords(EtalonId found) {
    List<Problem> problems = new ArrayList<>();
    modules.forEach(
        (key, module) -> {
          if (module.etalonId() != null && !module.etalonId().equals(found.toString())) {
            problems.add(
                Problem.at(
                    "payload." + key + ".etalonId",
                    DataErrors.DATA_PAYLOAD_OTHER_RECORD,
                    key,
                    dataKey));
          }
        });
    return problems;
  }
}
