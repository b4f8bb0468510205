package org.platform.mdm.dg;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The assets that stand for this platform's own registers and reference sets: tables and columns
 * that a crawler of type {@code platform} found in the published data model and a scan keeps in the
 * catalog. Through them other modules attach what they know of a register (its data profile) to the
 * catalog.
 */
public interface PlatformAssets {

  /**
   * An asset standing for a register or reference set ({@code attributeName} null: its table) or
   * for one of its attributes (a column).
   */
  record PlatformAsset(
      UUID etalonId,
      String assetType,
      String displayName,
      String informationSystem,
      String entityName,
      String attributeName) {}

  /** The active tables standing for the register or reference set, one per scanning crawler. */
  List<PlatformAsset> tablesOf(String entityName);

  /** What the active asset stands for; empty when it is no table or column of a platform crawl. */
  Optional<PlatformAsset> get(UUID etalonId);
}
