package org.platform.mdm.data.archive;

import org.springframework.stereotype.Component;

/**
 * The values of archived classification revisions in the classifications' archive store ({@code
 * archived_classification_values}): read back by reads as known at a past moment, a
 * classification's origins, and an unmerge or a node's removal that may uncover a hidden revision.
 */
@Component
class ClassificationValues extends ArchivedValues {

  ClassificationValues(ArchiveDatabases databases) {
    super(
        databases.classifiers(),
        "archived_classification_values",
        "record_etalon_id",
        "classification_id");
  }
}
