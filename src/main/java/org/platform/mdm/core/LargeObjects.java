package org.platform.mdm.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.platform.mdm.core.file.LargeObjectRepository;
import org.platform.mdm.core.file.LargeObjectView;
import org.platform.mdm.core.file.UploadSpool;
import org.platform.mdm.system.PlatformException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Large objects: the values of File, Blob and Clob attributes. An upload is kept (in memory or a
 * temporary file) until it is whole, then stored in one transaction; a record write that names it
 * attaches it to the record, whose rights and security labels then govern it: a file is readable
 * exactly when its record is (the data module tells which records labels hide, {@link
 * RecordVisibility}). Before that only its uploader sees it and may name it in a record, and it is
 * removed a day after its upload.
 */
@Service
public class LargeObjects {

  /** How long an upload may wait for a record to name it. */
  static final Duration UNATTACHED_LIFETIME = Duration.ofDays(1);

  static final int MAX_FILE_NAME = 255;

  private static final Logger log = LoggerFactory.getLogger(LargeObjects.class);

  private final LargeObjectRepository objects;
  private final CoreSettings settings;
  private final TransactionTemplate transactions;
  private final Clock clock;
  private final org.springframework.beans.factory.ObjectProvider<RecordVisibility> records;

  LargeObjects(
      LargeObjectRepository objects,
      CoreSettings settings,
      TransactionTemplate transactions,
      Clock clock,
      org.springframework.beans.factory.ObjectProvider<RecordVisibility> records) {
    this.objects = objects;
    this.records = records;
    this.settings = settings;
    this.transactions = transactions;
    this.clock = clock;
  }

  /** Stores the part {@code file} of a multipart upload; other parts are skipped. */
  public LargeObjectView upload(StreamingMultipart multipart, PlatformUser user)
      throws IOException {
    for (StreamingMultipart.Part part = multipart.next(); part != null; part = multipart.next()) {
      if ("file".equals(part.name())) {
        return store(part, user);
      }
    }
    throw new PlatformException(CoreErrors.CORE_UPLOAD_FILE_REQUIRED);
  }

  private LargeObjectView store(StreamingMultipart.Part part, PlatformUser user)
      throws IOException {
    String fileName = fileName(part.fileName());
    String mimeType =
        part.contentType() == null || part.contentType().isBlank()
            ? "application/octet-stream"
            : part.contentType();
    try (UploadSpool spool =
        UploadSpool.of(
            part.content(),
            settings.uploadMemoryThreshold(),
            settings.uploadMaxSize(),
            settings.uploadDirectory())) {
      OffsetDateTime now = OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
      LargeObjectView object =
          new LargeObjectView(
              UUID.randomUUID(),
              fileName,
              mimeType,
              spool.size(),
              null,
              null,
              user.userName(),
              now,
              now);
      transactions.executeWithoutResult(
          s -> {
            objects.insert(object);
            try (InputStream content = spool.open()) {
              objects.writeContent(object.id(), content);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          });
      return object;
    }
  }

  /** The file name as sent, without a client's path; "file" when none was sent. */
  private static String fileName(String sent) {
    if (sent == null || sent.isBlank()) {
      return "file";
    }
    String name = sent.substring(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
    if (name.isBlank()) {
      return "file";
    }
    if (name.length() > MAX_FILE_NAME) {
      throw new PlatformException(CoreErrors.CORE_FILE_NAME_TOO_LONG, MAX_FILE_NAME);
    }
    return name;
  }

  /** The metadata of each id the user may see, by id; the others are absent. */
  @Transactional(readOnly = true)
  public Map<UUID, LargeObjectView> metadata(Collection<UUID> ids, PlatformUser user) {
    Map<UUID, LargeObjectView> found = new LinkedHashMap<>();
    readable(objects.find(ids), user).forEach(o -> found.put(o.id(), o));
    return found;
  }

  /** The object's metadata, when it exists and the user may read it. */
  @Transactional(readOnly = true)
  public Optional<LargeObjectView> find(UUID id, PlatformUser user) {
    return objects.find(id).flatMap(o -> readable(List.of(o), user).stream().findFirst());
  }

  /**
   * Writes the object's content to the stream {@code target} opens once it knows the object; 404
   * when there is none the user may read.
   */
  @Transactional(readOnly = true)
  public void download(UUID id, PlatformUser user, Target target) throws IOException {
    LargeObjectView object =
        find(id, user).orElseThrow(() -> new PlatformException(CoreErrors.CORE_LOB_NOT_FOUND, id));
    objects.copyContent(id, target.open(object));
  }

  /** Where a download goes: opened with the object's metadata (for the response's headers). */
  public interface Target {
    OutputStream open(LargeObjectView object) throws IOException;
  }

  /** Which of these ids exist: the others are unknown to a record write. */
  public Set<UUID> existing(Collection<UUID> ids) {
    Set<UUID> existing = new HashSet<>();
    objects.find(ids).forEach(o -> existing.add(o.id()));
    return existing;
  }

  /**
   * Of these ids, the uploads no record holds yet that another user than {@code user} made: a
   * record write of {@code user} may not name them (it would take them over).
   */
  public Set<UUID> othersUploads(Collection<UUID> ids, PlatformUser user) {
    Set<UUID> others = new HashSet<>();
    objects.find(ids).stream()
        .filter(o -> o.containerId() == null && !user.userName().equals(o.createdBy()))
        .forEach(o -> others.add(o.id()));
    return others;
  }

  /**
   * Attaches the objects to a record, in the caller's transaction; answers the ids that are
   * attached to another record and so were not attached.
   */
  public List<UUID> attach(
      Collection<UUID> ids, UUID containerId, String entityName, OffsetDateTime now) {
    Set<UUID> attached = new HashSet<>(objects.attach(ids, containerId, entityName, now));
    List<UUID> refused = new ArrayList<>();
    ids.stream().filter(id -> !attached.contains(id)).forEach(refused::add);
    return refused;
  }

  /**
   * Removes the objects attached to a record (its physical delete), in the caller's transaction.
   */
  public void deleteOf(UUID containerId) {
    objects.deleteOf(containerId);
  }

  /** Removes uploads that no record named within a day. */
  @Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT1M")
  public void removeAbandoned() {
    int removed = removeUnattachedBefore(OffsetDateTime.now(clock).minus(UNATTACHED_LIFETIME));
    if (removed > 0) {
      log.info("Removed {} uploads that no record named within {}", removed, UNATTACHED_LIFETIME);
    }
  }

  /** Removes the unattached uploads made before {@code cutoff}; answers how many. */
  @Transactional
  public int removeUnattachedBefore(OffsetDateTime cutoff) {
    return objects.deleteUnattachedBefore(cutoff);
  }

  /**
   * The objects the user may read: an attached one when the user may read its record (the
   * register's READ right, and the record not hidden by security labels), an unattached one by its
   * uploader only.
   */
  private List<LargeObjectView> readable(List<LargeObjectView> found, PlatformUser user) {
    List<LargeObjectView> allowed = new ArrayList<>();
    Map<UUID, String> labelled = new LinkedHashMap<>();
    for (LargeObjectView o : found) {
      if (o.containerId() == null) {
        if (user.userName().equals(o.createdBy())) {
          allowed.add(o);
        }
      } else if (user.can(o.entityName(), Right.READ)) {
        allowed.add(o);
        if (user.labels().restricts(o.entityName())) {
          labelled.put(o.containerId(), o.entityName());
        }
      }
    }
    if (labelled.isEmpty()) {
      return allowed;
    }
    RecordVisibility visibility = records.getIfAvailable();
    // Without the module that holds the records, a labelled record cannot be judged: hidden.
    Set<UUID> hidden = visibility == null ? labelled.keySet() : visibility.hidden(user, labelled);
    allowed.removeIf(o -> o.containerId() != null && hidden.contains(o.containerId()));
    return allowed;
  }
}
