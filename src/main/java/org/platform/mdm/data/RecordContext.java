package org.platform.mdm.data;

import java.time.Instant;
import java.time.OffsetDateTime;
import org.platform.mdm.core.PlatformUser;

/**
 * One record operation as the steps other modules insert into its pipeline see it: what was asked,
 * by whom, and what the module's own steps found and did so far. A read-only view: the working
 * state the module's steps change is theirs. A step may keep something for a later step of the same
 * operation ({@link #putExtra}).
 */
public interface RecordContext {

  /** The operations of the record pipelines. */
  enum Operation {
    UPSERT,
    DELETE,
    GET,
    RESTORE
  }

  Operation operation();

  PlatformUser user();

  /** The moment of the operation: every row it writes carries it. */
  OffsetDateTime now();

  /** The etalon operated on, once known. */
  EtalonId etalonId();

  /** Whether the operation created the etalon. */
  boolean created();

  /** Whether the operation changed the record (a delete of a deleted record changes nothing). */
  boolean changed();

  /** Whether a delete removes the record physically. */
  boolean wipe();

  /** The record's entity, once known. */
  String entityName();

  /** Whether a delete or restore names a period (false for the whole record, or a write). */
  boolean periodic();

  /** Start of the period a delete or restore names; null when unbounded or not periodic. */
  Instant periodFrom();

  /** End of the period a delete or restore names; null when unbounded or not periodic. */
  Instant periodTo();

  /** What an upsert writes (its classifications among it); null for other operations. */
  RecordWrite write();

  /** A drafted write: checked now, applied when its draft is published. */
  boolean drafting();

  /** Adds a note the operation's answer lists among its warnings. */
  void warn(Notice notice);

  /** Something a step of another module keeps for a later step of the same operation. */
  void putExtra(String key, Object value);

  Object extra(String key);
}
