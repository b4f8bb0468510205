package org.platform.mdm.dg.asset;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.DraftTarget;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.LinkState;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordRead;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Assets written, read, deleted and restored through the record pipelines: the asset API's bodies
 * become record writes of the asset type's register, so drafts, timelines, history, search and the
 * asset graph come with them. What the spec's asset API adds is checked first: the type is an asset
 * type, a new asset has a key, an update names an active asset of that type at the version read,
 * and a delete says exactly how.
 */
@Service
public class AssetService {

  private final RecordService records;
  private final LinkWrites links;
  private final AssetTypes types;
  private final AssetGraphRepository graph;
  private final JsonMapper json;

  AssetService(
      RecordService records,
      LinkWrites links,
      AssetTypes types,
      AssetGraphRepository graph,
      JsonMapper json) {
    this.records = records;
    this.links = links;
    this.types = types;
    this.graph = graph;
    this.json = json;
  }

  /** An asset write: applied at once, or kept in a record draft. */
  public WriteResult upsert(AssetRequests.UpsertAsset request, PlatformUser user) {
    AssetRequests.AssetRecord asset = request.asset();
    if (asset == null) {
      throw required("asset");
    }
    String type = knownType(asset.assetType(), "asset.assetType");
    String operationType = operationType(request.operationType());
    AssetRequests.AssetExternalId key = request.externalId();
    boolean keyed = key != null && key.complete();
    if (request.etalonId() == null && !keyed) {
      throw new PlatformException(
          List.of(Problem.at("externalId", DgErrors.DG_ASSET_KEY_REQUIRED)));
    }
    ObjectNode body = json.createObjectNode();
    body.put("entityName", type);
    if (request.etalonId() != null) {
      EtalonId id = existing(request.etalonId(), "etalonId", type, user);
      checkLsn(id, request.lsn());
      body.put("etalonId", id.toString());
    }
    if (keyed) {
      body.put("externalId", key.externalId());
      body.put("sourceSystem", key.sourceSystem());
    } else {
      // The asset named by its id alone: a steward's edit, under the platform's key.
      body.put("sourceSystem", org.platform.mdm.meta.SourceSystemDef.PLATFORM);
    }
    putText(body, "validFrom", asset.validFrom());
    putText(body, "validTo", asset.validTo());
    body.set(
        "attributes", json.valueToTree(asset.attributes() == null ? Map.of() : asset.attributes()));
    if (asset.relations() != null && !asset.relations().isEmpty()) {
      body.set("relations", relations(asset.relations(), operationType));
    }
    putDraft(body, request.draftId(), request.parentDraftId());
    return records.write(body, user);
  }

  /** Links from one asset, written at once as the origin of its key's source (or the platform). */
  public LinkWrites.Written upsertRelations(
      AssetRequests.UpsertRelations request, PlatformUser user) {
    String type = knownType(request.typeName(), "typeName");
    if (request.relations() == null || request.relations().isEmpty()) {
      throw required("relations");
    }
    String operationType = operationType(request.operationType());
    ObjectNode body = json.createObjectNode();
    body.put("entityName", type);
    AssetRequests.AssetExternalId key = request.externalId();
    if (key != null && key.complete()) {
      body.put("externalId", key.externalId());
      body.put("sourceSystem", key.sourceSystem());
      if (request.etalonId() != null) {
        existing(request.etalonId(), "etalonId", type, user);
      }
    } else if (request.etalonId() != null) {
      EtalonId id = existing(request.etalonId(), "etalonId", type, user);
      checkLsn(id, request.lsn());
      body.put("etalonId", id.toString());
      body.put("sourceSystem", org.platform.mdm.meta.SourceSystemDef.PLATFORM);
    } else {
      throw new PlatformException(List.of(Problem.at("etalonId", DgErrors.DG_ASSET_KEY_REQUIRED)));
    }
    body.set("relations", relations(request.relations(), operationType));
    return links.write(body, user);
  }

  /** The asset at a date (now when null), with its links in force then when asked. */
  public AssetView get(
      String etalonId,
      OffsetDateTime date,
      boolean includeInactive,
      boolean relations,
      PlatformUser user) {
    EtalonId id = EtalonId.parse(etalonId, "etalonId");
    AssetGraphRepository.Node node = visible(id, id, user);
    // The version is read first: a write between the two reads makes the card's lsn stale, so that
    // an update naming it is refused, never one that hides the write.
    long lsn = records.version(id).orElse(0);
    EtalonView view =
        records.get(
            new RecordRead(
                RecordLocator.byEtalon(node.assetType(), id),
                date,
                null,
                includeInactive,
                false,
                false,
                relations),
            user);
    return AssetView.of(view, node, lsn);
  }

  /** A delete: exactly one of inactivating the origin, inactivating the asset, wiping it. */
  public WriteResult delete(AssetRequests.DeleteAsset request, PlatformUser user) {
    boolean origin = Boolean.TRUE.equals(request.inactivateOrigin());
    boolean etalon = Boolean.TRUE.equals(request.inactivateEtalon());
    boolean wipe = Boolean.TRUE.equals(request.wipe());
    if ((origin ? 1 : 0) + (etalon ? 1 : 0) + (wipe ? 1 : 0) != 1) {
      throw new PlatformException(List.of(Problem.of(DgErrors.DG_DELETE_MODE)));
    }
    DraftTarget target = target(request.draftId(), request.parentDraftId());
    if (wipe && target.present()) {
      throw new PlatformException(List.of(Problem.at("wipe", DgErrors.DG_DELETE_WIPE_IN_DRAFT)));
    }
    boolean keyed = request.externalId() != null && request.externalId().complete();
    if (origin && !keyed) {
      throw new PlatformException(
          List.of(Problem.at("externalId", DgErrors.DG_DELETE_ORIGIN_KEY_REQUIRED)));
    }
    if (origin && target.present()) {
      throw new PlatformException(
          List.of(Problem.at("inactivateOrigin", DgErrors.DG_DELETE_ORIGIN_IN_DRAFT)));
    }
    Named named = named(request, keyed, user);
    if (origin) {
      return records.deleteOrigin(named.locator(), user);
    }
    if (etalon && !named.node().active()) {
      throw new PlatformException(DgErrors.DG_ASSET_ALREADY_DELETED, named.node().etalonId());
    }
    return records.delete(named.locator(), null, null, wipe, target, user);
  }

  /** Restores a logically deleted asset. */
  public WriteResult restore(AssetRequests.RestoreAsset request, PlatformUser user) {
    if (request.etalonId() == null) {
      throw required("etalonId");
    }
    EtalonId id = EtalonId.parse(request.etalonId(), "etalonId");
    AssetGraphRepository.Node node = visible(id, id, user);
    if (node.active()) {
      throw new PlatformException(DgErrors.DG_ASSET_NOT_DELETED, id);
    }
    return records.restore(
        RecordLocator.byEtalon(node.assetType(), id),
        null,
        null,
        target(request.draftId(), request.parentDraftId()),
        user);
  }

  // ---- checks

  private String knownType(String name, String path) {
    if (name == null || name.isBlank()) {
      throw required(path);
    }
    if (!types.isAssetType(name)) {
      throw new PlatformException(List.of(Problem.at(path, DgErrors.DG_ASSET_TYPE_UNKNOWN, name)));
    }
    return name;
  }

  /** An active asset of the type, named by its etalon id. */
  private EtalonId existing(String etalonId, String path, String type, PlatformUser user) {
    EtalonId id = EtalonId.parse(etalonId, path);
    AssetGraphRepository.Node node = visible(id, id, user);
    if (!node.assetType().equals(type)) {
      throw new PlatformException(
          List.of(Problem.at(path, DgErrors.DG_ASSET_TYPE_MISMATCH, id, node.assetType(), type)));
    }
    if (!node.active()) {
      throw new PlatformException(DgErrors.DG_ASSET_INACTIVE, id);
    }
    return id;
  }

  private void checkLsn(EtalonId id, Long lsn) {
    if (lsn == null) {
      return;
    }
    long current = records.version(id).orElse(0);
    if (current != lsn) {
      throw new PlatformException(DgErrors.DG_ASSET_LSN_CONFLICT, id, lsn, current);
    }
  }

  static String operationType(String given) {
    if (given == null) {
      return LinkState.DIRECT;
    }
    return switch (given.trim().toUpperCase(java.util.Locale.ROOT)) {
      case "DIRECT" -> LinkState.DIRECT;
      case "CASCADE", "CASCADED" -> LinkState.CASCADED;
      default ->
          throw new PlatformException(
              List.of(Problem.at("operationType", DgErrors.DG_OPERATION_TYPE_UNKNOWN, given)));
    };
  }

  /** The asset a delete names, and how to name it to the record service. */
  private record Named(RecordLocator locator, AssetGraphRepository.Node node) {}

  private Named named(AssetRequests.DeleteAsset request, boolean keyed, PlatformUser user) {
    if (keyed) {
      AssetRequests.AssetExternalId key = request.externalId();
      String type = knownType(request.assetType(), "assetType");
      RecordLocator locator = RecordLocator.byKey(type, key.sourceSystem(), key.externalId());
      EtalonId owner = records.keyOwner(locator).orElseThrow(() -> notFound(locator));
      return new Named(locator, visible(owner, locator, user));
    }
    if (request.etalonId() == null) {
      throw new PlatformException(List.of(Problem.at("etalonId", DgErrors.DG_ASSET_KEY_REQUIRED)));
    }
    EtalonId id = EtalonId.parse(request.etalonId(), "etalonId");
    AssetGraphRepository.Node node = visible(id, id, user);
    return new Named(RecordLocator.byEtalon(node.assetType(), id), node);
  }

  private ArrayNode relationItems(List<AssetRequests.AssetRelation> items, String operationType) {
    ArrayNode array = json.createArrayNode();
    for (AssetRequests.AssetRelation r :
        items == null ? List.<AssetRequests.AssetRelation>of() : items) {
      ObjectNode item = array.addObject();
      if (r == null) {
        continue;
      }
      putText(item, "toEtalonId", r.toEtalonId());
      if (r.toExternalId() != null) {
        putText(item, "toExternalId", r.toExternalId().externalId());
        putText(item, "toSourceSystem", r.toExternalId().sourceSystem());
      }
      putText(item, "validFrom", r.validFrom());
      putText(item, "validTo", r.validTo());
      if (r.attributes() != null) {
        item.set("attributes", json.valueToTree(r.attributes()));
      }
      item.put("operationType", operationType);
    }
    return array;
  }

  private ObjectNode relations(
      Map<String, List<AssetRequests.AssetRelation>> byName, String operationType) {
    ObjectNode node = json.createObjectNode();
    byName.forEach((name, items) -> node.set(name, relationItems(items, operationType)));
    return node;
  }

  private static void putText(ObjectNode node, String field, String value) {
    if (value != null) {
      node.put(field, value);
    }
  }

  /** The draft ids as given: the record write reads 0 as none, as {@link DraftTarget} does. */
  private static void putDraft(ObjectNode body, Long draftId, Long parentDraftId) {
    if (draftId != null) {
      body.put("draftId", draftId);
    }
    if (parentDraftId != null) {
      body.put("parentDraftId", parentDraftId);
    }
  }

  private static DraftTarget target(Long draftId, Long parentDraftId) {
    List<Problem> problems = new java.util.ArrayList<>();
    DraftTarget target = DraftTarget.of(draftId, parentDraftId, problems);
    PlatformException.throwIfAny(problems);
    return target;
  }

  private static PlatformException required(String path) {
    return new PlatformException(List.of(Problem.at(path, DgErrors.DG_FIELD_REQUIRED, path)));
  }

  /**
   * The asset's row, when it exists and the user's security labels do not hide it: a hidden asset
   * is answered as one that does not exist ({@code named} as the request named it). The one check
   * of visibility of every asset operation, made before any state of the asset (deleted or not, its
   * version) is looked at, so no answer tells anything of an asset the user may not see.
   */
  private AssetGraphRepository.Node visible(EtalonId id, Object named, PlatformUser user) {
    AssetGraphRepository.Node node = graph.node(id).orElseThrow(() -> notFound(named));
    if (user.labels().restricts(node.assetType())
        && !records.hiddenFrom(user, Map.of(id, node.assetType())).isEmpty()) {
      throw notFound(named);
    }
    return node;
  }

  private static PlatformException notFound(Object asset) {
    return new PlatformException(DgErrors.DG_ASSET_NOT_FOUND, asset);
  }
}
