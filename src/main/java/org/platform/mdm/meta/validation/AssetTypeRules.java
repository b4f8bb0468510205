package org.platform.mdm.meta.validation;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.platform.mdm.meta.AssetTypeDef;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.MetaErrors;
import org.platform.mdm.system.Problem;

/**
 * Asset types (registers with an {@code assetType}): the parent is another asset type, the parents
 * form no cycle, and the colour is {@code #rrggbb}.
 */
final class AssetTypeRules {

  private static final Pattern COLOR = Pattern.compile("#[0-9a-fA-F]{6}");

  private AssetTypeRules() {}

  static List<Problem> check(List<EntityDef> entities) {
    Map<String, EntityDef> byName =
        entities.stream()
            .collect(Collectors.toMap(EntityDef::name, Function.identity(), (a, b) -> a));
    List<Problem> problems = new ArrayList<>();
    for (int i = 0; i < entities.size(); i++) {
      EntityDef entity = entities.get(i);
      AssetTypeDef type = entity.assetType();
      if (type == null) {
        continue;
      }
      String path = ModelPath.field(ModelPath.element("entities", entity.name(), i), "assetType");
      if (type.color() != null && !COLOR.matcher(type.color()).matches()) {
        problems.add(
            Problem.at(
                ModelPath.field(path, "color"), MetaErrors.META_ASSET_TYPE_COLOR, type.color()));
      }
      String parent = type.parent();
      if (parent == null) {
        continue;
      }
      EntityDef parentType = byName.get(parent);
      if (parentType == null || parentType.assetType() == null) {
        problems.add(
            Problem.at(
                ModelPath.field(path, "parent"),
                MetaErrors.META_ASSET_TYPE_PARENT_UNKNOWN,
                parent));
      } else if (cyclic(entity.name(), byName)) {
        problems.add(
            Problem.at(
                ModelPath.field(path, "parent"),
                MetaErrors.META_ASSET_TYPE_PARENT_CYCLE,
                entity.name()));
      }
    }
    return problems;
  }

  private static boolean cyclic(String start, Map<String, EntityDef> byName) {
    Set<String> seen = new HashSet<>();
    String at = start;
    while (at != null) {
      if (!seen.add(at)) {
        return true;
      }
      EntityDef e = byName.get(at);
      at = e == null || e.assetType() == null ? null : e.assetType().parent();
    }
    return false;
  }
}
