package org.platform.mdm.draft;

/** What a user does to a draft; each needs the right its provider names. */
public enum DraftOperation {
  CREATE,
  UPDATE,
  PUBLISH,
  REMOVE
}
