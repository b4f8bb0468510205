package org.platform.mdm.data;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * What the data module's rooms keep to beyond their order ({@code @Rooms} on the module's
 * package-info, checked by {@link org.platform.mdm.RoomsTest}): records need nothing of the rooms
 * above them, relations only records, nothing uses the archive, and no room calls the face's
 * services, which call into the rooms. The build fails on a reach the wrong way.
 */
class DataRoomsTest {

  private static final String DATA = "org.platform.mdm.data";
  private static final String WEB = DATA + ".web..";
  private static final String LOAD = DATA + ".load..";
  private static final String MERGE = DATA + ".merge..";
  private static final String HISTORY = DATA + ".history..";
  private static final String DRAFT = DATA + ".draft..";
  private static final String RELATION = DATA + ".relation..";
  private static final String RECORD = DATA + ".record..";
  private static final String ARCHIVE = DATA + ".archive..";

  private static final JavaClasses CLASSES =
      new ClassFileImporter()
          .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
          .importPackages(DATA);

  @Test
  void nothingUsesTheArchive() {
    noClasses()
        .that()
        .resideInAnyPackage(WEB, LOAD, MERGE, HISTORY, DRAFT, RELATION, RECORD)
        .should()
        .dependOnClassesThat()
        .resideInAPackage(ARCHIVE)
        .because("the archive reads records on its own schedule; no room waits for it")
        .check(CLASSES);
  }

  @Test
  void recordsDependOnNoOtherRoom() {
    noClasses()
        .that()
        .resideInAPackage(RECORD)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(RELATION, MERGE, LOAD, DRAFT, HISTORY, WEB, ARCHIVE)
        .because(
            "records are the lowest room: what they need of the rooms above is an interface of"
                + " theirs (RecordLinks, MergedRecords, HistoricOrigins) implemented up there")
        .check(CLASSES);
  }

  @Test
  void relationsDependOnlyOnRecords() {
    noClasses()
        .that()
        .resideInAPackage(RELATION)
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(MERGE, LOAD, DRAFT, HISTORY, WEB)
        .check(CLASSES);
  }

  @Test
  void roomsBelowTheFaceServicesDoNotCallThem() {
    noClasses()
        .that()
        .resideInAnyPackage(RECORD, RELATION, MERGE, HISTORY)
        .should()
        .dependOnClassesThat()
        .belongToAnyOf(RecordService.class, RecordMerges.class)
        .because(
            "the face's services call into every room: a room below them would reach the rooms"
                + " above through them")
        .check(CLASSES);
  }
}
