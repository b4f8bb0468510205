package org.platform.mdm.classifiers.web;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.classifiers.draft.ClassifierDrafts;
import org.platform.mdm.classifiers.publish.ClassifierImport;
import org.platform.mdm.classifiers.tree.Classifiers;
import org.platform.mdm.classifiers.web.ClassifierDocumentSchema.ClassifierExportRO;
import org.platform.mdm.classifiers.web.ClassifierDocumentSchema.ClassifierImportRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.ClassifierRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.InheritedAttributeRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.NodeHitRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.NodeRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.SaveClassifierRequestRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.SaveNodeRequestRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.SaveVersionRequestRO;
import org.platform.mdm.classifiers.web.ClassifierSchema.VersionRO;
import org.platform.mdm.core.AnyUser;
import org.platform.mdm.core.CurrentUser;
import org.platform.mdm.draft.DraftId;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorAnswer;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Classifiers, their versions and trees; saving classifiers and versions into their drafts. */
@RestController
@Tag(name = "Classifiers", description = "Classifiers, their versions and node trees")
@RequestMapping("/api/v1/classifiers")
@AnyUser(
    entityRights =
        "READ on the classifier (the list leaves out the others); saving needs the rights of the"
            + " classifier's draft: CREATE/UPDATE on the classifier, or on ADMIN_DATA_MANAGEMENT"
            + " for a classifier that does not exist yet; importing needs UPDATE on the"
            + " classifier, or CREATE and UPDATE on ADMIN_DATA_MANAGEMENT for a new one")
class ClassifierController {

  private final Classifiers classifiers;
  private final ClassifierDrafts drafts;
  private final ClassifierImport importer;

  ClassifierController(
      Classifiers classifiers, ClassifierDrafts drafts, ClassifierImport importer) {
    this.classifiers = classifiers;
    this.drafts = drafts;
    this.importer = importer;
  }

  /**
   * A classifier's name in a path: the name rule, leaving the module's documentation addresses
   * ({@code openapi.json}, {@code api-docs}) to the documentation controller.
   */
  static final String NAME = "(?!api-docs$)[A-Za-z][A-Za-z0-9_-]*";

  record ClassifiersRO(Details details, @NotNull List<ClassifierRO> classifiers) {}

  record ClassifierDetailsRO(
      Details details, @NotNull ClassifierRO classifier, @NotNull List<VersionRO> versions) {}

  record NodesRO(Details details, @NotNull List<NodeRO> nodes) {}

  record NodeDetailsRO(
      Details details,
      @NotNull NodeRO node,
      @NotNull List<InheritedAttributeRO> inheritedAttributes) {}

  record NodeHitsRO(
      Details details,
      @Schema(description = "How many nodes match in all.") long total,
      @NotNull List<NodeHitRO> hits) {}

  record SaveRO(Details details, long draftId, @NotNull String state, boolean published) {}

  @Operation(operationId = "listClassifiers", summary = "Every classifier the user may read")
  @GetMapping
  ClassifiersRO list() {
    return new ClassifiersRO(
        Details.empty(),
        classifiers.listWithVersions(CurrentUser.get()).stream()
            .map(c -> ClassifierRO.of(c.classifier(), c.versions()))
            .toList());
  }

  @Operation(operationId = "getClassifier", summary = "A classifier with its versions")
  @ErrorAnswer(status = 403, description = "The user lacks READ on the classifier.")
  @GetMapping("/{name:" + NAME + "}")
  ClassifierDetailsRO get(@PathVariable String name) {
    return details(classifiers.get(name, CurrentUser.get()));
  }

  @Operation(
      operationId = "exportClassifier",
      summary =
          "A classifier as one JSON document: the classifier as its classifier-model draft holds"
              + " it and every version (oldest first) with its whole tree, each node naming its"
              + " parent, parents before their children")
  @ErrorAnswer(status = 403, description = "The user lacks READ on the classifier.")
  @ErrorAnswer(status = 404, description = "The classifier does not exist.")
  @GetMapping("/{name:" + NAME + "}/export")
  ClassifierExportRO export(@PathVariable String name) {
    return ClassifierExportRO.of(classifiers.export(name, CurrentUser.get()));
  }

  @Operation(
      operationId = "importClassifier",
      summary =
          "Publish a classifier's JSON document (as the export answers it) in one transaction: a"
              + " classifier of a new name is created with every version and tree; one that exists"
              + " gets the document's fields, versions and trees (nodes matched by name keep their"
              + " nodeId; versions the document leaves out are kept). Every problem of the"
              + " document is listed at once and nothing is written on refusal")
  @ErrorAnswer(
      status = 403,
      description =
          "The user lacks UPDATE on the classifier, or CREATE and UPDATE on"
              + " ADMIN_DATA_MANAGEMENT for a new one.")
  @ErrorAnswer(
      status = 409,
      description = "The classifier or a version changed while the document was written.")
  @PostMapping("/import")
  ClassifierDetailsRO importDocument(@RequestBody ClassifierImportRO body) {
    return details(importer.importDocument(body.toDocument(), CurrentUser.get()));
  }

  private static ClassifierDetailsRO details(Classifiers.WithVersions c) {
    return new ClassifierDetailsRO(
        Details.empty(),
        ClassifierRO.of(c.classifier(), Classifiers.VersionSummary.of(c.versions())),
        c.versions().stream().map(VersionRO::of).toList());
  }

  @Operation(
      operationId = "getClassifierNodes",
      summary =
          "One level of a version's tree, by name, each node with its child count: the root"
              + " without parentId, else the children of that node")
  @ErrorAnswer(status = 403, description = "The user lacks READ on the classifier.")
  @GetMapping("/{name}/versions/{version}/nodes")
  NodesRO level(
      @PathVariable String name,
      @PathVariable String version,
      @Parameter(description = "The node whose children to list; absent: the root")
          @RequestParam(required = false)
          UUID parentId) {
    return new NodesRO(
        Details.empty(),
        classifiers.level(name, version, parentId, CurrentUser.get()).stream()
            .map(n -> NodeRO.of(n.node(), n.childCount()))
            .toList());
  }

  @Operation(
      operationId = "searchClassifierNodes",
      summary =
          "The nodes of a version whose name, code or display name contains the text (ignoring"
              + " case), by name, a page at a time, each with the names of its ancestors")
  @ErrorAnswer(
      status = 400,
      description = "text is blank, limit is not between 1 and 100 or offset is negative.")
  @ErrorAnswer(status = 403, description = "The user lacks READ on the classifier.")
  @ErrorAnswer(status = 404, description = "The classifier or the version does not exist.")
  @GetMapping("/{name}/versions/{version}/nodes/search")
  NodeHitsRO search(
      @PathVariable String name,
      @PathVariable String version,
      @Parameter(description = "Required: what to find in names, codes and display names")
          @RequestParam(required = false)
          String text,
      @Parameter(description = "The most nodes to answer, 1 to 100; 20 when absent")
          @RequestParam(defaultValue = "20")
          int limit,
      @Parameter(description = "How many matching nodes to skip; 0 when absent")
          @RequestParam(defaultValue = "0")
          int offset) {
    Classifiers.Hits hits =
        classifiers.search(name, version, text, limit, offset, CurrentUser.get());
    return new NodeHitsRO(
        Details.empty(), hits.total(), hits.hits().stream().map(NodeHitRO::of).toList());
  }

  @Operation(
      operationId = "getClassifierNode",
      summary =
          "A node with its own attributes and those it inherits (each with the ancestor that"
              + " defines it, from the root down)")
  @ErrorAnswer(status = 403, description = "The user lacks READ on the classifier.")
  @GetMapping("/{name}/versions/{version}/nodes/{nodeId}")
  NodeDetailsRO node(
      @PathVariable String name, @PathVariable String version, @PathVariable UUID nodeId) {
    Classifiers.NodeDetails d = classifiers.node(name, version, nodeId, CurrentUser.get());
    return new NodeDetailsRO(
        Details.empty(),
        NodeRO.of(d.node(), d.childCount()),
        d.inherited().stream().map(InheritedAttributeRO::of).toList());
  }

  @Operation(
      operationId = "saveClassifier",
      summary =
          "Save a classifier {name, displayName, description, codePattern, multiple,"
              + " assignments}: into the classifier-model draft draftId, else saved and published"
              + " at once (a new classifier gets version v1, its default, with a root node)")
  @ErrorAnswer(status = 403, description = "The user lacks the draft's rights.")
  @ErrorAnswer(status = 404, description = "The draft named by draftId does not exist.")
  @PostMapping("/model/save")
  SaveRO saveClassifier(@RequestBody SaveClassifierRequestRO body) {
    if (body.classifier() == null) {
      throw required("classifier");
    }
    ClassifierDrafts.SaveResult r =
        drafts.saveModel(
            draftId(body.draftId()),
            body.classifier().toModel(),
            body.version(),
            CurrentUser.get());
    return saved(r);
  }

  @Operation(
      operationId = "saveClassifierVersion",
      summary =
          "Save a version {classifierName, name, displayName, description, validFrom, validTo,"
              + " default}: into the classifier-version draft draftId, else saved and published"
              + " at once (a new version starts as a copy of the default version's tree)")
  @ErrorAnswer(status = 403, description = "The user lacks the draft's rights.")
  @ErrorAnswer(
      status = 404,
      description = "The draft named by draftId, or the classifier, does not exist.")
  @PostMapping("/versions/save")
  SaveRO saveVersion(@RequestBody SaveVersionRequestRO body) {
    if (body.classifierVersion() == null) {
      throw required("classifierVersion");
    }
    ClassifierDrafts.SaveResult r =
        drafts.saveVersion(
            draftId(body.draftId()),
            body.classifierVersion().toModel(),
            body.version(),
            CurrentUser.get());
    return saved(r);
  }

  @Operation(
      operationId = "saveClassifierNode",
      summary =
          "Save a node {classifierName, versionName, name, parentName, code, displayName,"
              + " description, attributes, newName, remove, dropClassifications}: into the"
              + " classifier-node draft draftId, else saved and published at once (adds the node,"
              + " or changes it, moving it with everything below it when parentName differs and"
              + " renaming it, same nodeId, to newName; remove removes it with everything below"
              + " it, never the root)")
  @ErrorAnswer(status = 403, description = "The user lacks the draft's rights.")
  @ErrorAnswer(
      status = 404,
      description = "The draft named by draftId, the classifier or the version does not exist.")
  @PostMapping("/nodes/save")
  SaveRO saveNode(@RequestBody SaveNodeRequestRO body) {
    if (body.classifierNode() == null) {
      throw required("classifierNode");
    }
    ClassifierDrafts.SaveResult r =
        drafts.saveNode(
            draftId(body.draftId()),
            body.classifierNode().toModel(),
            body.version(),
            CurrentUser.get());
    return saved(r);
  }

  private static DraftId draftId(Long id) {
    return id == null ? null : new DraftId(id);
  }

  private static SaveRO saved(ClassifierDrafts.SaveResult r) {
    return new SaveRO(
        Details.empty(), r.draft().draftId().value(), r.draft().state().name(), r.published());
  }

  private static PlatformException required(String field) {
    return new PlatformException(
        List.of(
            Problem.at(
                field,
                org.platform.mdm.classifiers.ClassifierErrors.CLASSIFIER_FIELD_REQUIRED,
                field)));
  }
}
