package org.platform.mdm.data.archive;

import org.springframework.stereotype.Component;

/**
 * The values of archived link revisions in the records' archive store ({@code
 * archived_link_values}): read back by an unmerge that splits a joined link.
 */
@Component
class LinkValues extends ArchivedValues {

  LinkValues(ArchiveDatabases databases) {
    super(databases.data(), "archived_link_values", "from_etalon_id", "relation_etalon_id");
  }
}
