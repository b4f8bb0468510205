package org.platform.mdm.data;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The rooms of the data module depend on each other one way: {@code web} on the feature rooms
 * ({@code load}, {@code merge}, {@code history}, {@code draft}), those on {@code relation} and
 * {@code record}, {@code relation} on {@code record}; the feature rooms not on each other, nothing
 * on {@code web}; {@code archive} on {@code record}, nothing on it. The top-level package is the
 * module's face: every room may use its types, and its services call into the rooms ({@link
 * org.platform.mdm.ModularityTest} keeps other modules to it). The build fails on a reach the wrong
 * way.
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
  void roomsDependOnEachOtherOneWay() {
    layeredArchitecture()
        .consideringOnlyDependenciesInLayers()
        .layer("web")
        .definedBy(WEB)
        .layer("load")
        .definedBy(LOAD)
        .layer("merge")
        .definedBy(MERGE)
        .layer("history")
        .definedBy(HISTORY)
        .layer("draft")
        .definedBy(DRAFT)
        .layer("relation")
        .definedBy(RELATION)
        .layer("record")
        .definedBy(RECORD)
        .layer("archive")
        .definedBy(ARCHIVE)
        .whereLayer("web")
        .mayNotBeAccessedByAnyLayer()
        .whereLayer("load")
        .mayOnlyBeAccessedByLayers("web")
        .whereLayer("merge")
        .mayOnlyBeAccessedByLayers("web")
        .whereLayer("history")
        .mayOnlyBeAccessedByLayers("web")
        .whereLayer("draft")
        .mayOnlyBeAccessedByLayers("web")
        .whereLayer("relation")
        .mayOnlyBeAccessedByLayers("load", "merge", "history", "draft", "web")
        .whereLayer("record")
        .mayOnlyBeAccessedByLayers(
            "relation", "load", "merge", "history", "draft", "web", "archive")
        .whereLayer("archive")
        .mayNotBeAccessedByAnyLayer()
        .check(CLASSES);
  }

  @Test
  void roomsFormNoCycles() {
    slices().matching(DATA + ".(*)..").should().beFreeOfCycles().check(CLASSES);
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
