package org.platform.mdm.dg.history;

import org.platform.mdm.dg.DgErrors;

/**
 * The ids of the asset history pipelines and segments, as the spec names them ({@code
 * org.platform.dg.data[...]}): the history ({@link #HISTORY_START} … {@link #HISTORY_FINISH}), the
 * deprecated "vistory" read answering the same, and the points the asset delete and restore
 * pipelines run to tell their transition ({@link AssetTransitions}).
 */
public final class AssetHistoryIds {

  public static final String HISTORY_START = id("ASSET_HISTORY_START");
  public static final String HISTORY = id("ASSET_HISTORY");
  public static final String HISTORY_TRANSITIONS = id("ASSET_HISTORY_TRANSITIONS");
  public static final String HISTORY_FINISH = id("ASSET_HISTORY_FINISH");

  /** The deprecated read of an asset's history; kept, answering what the history answers. */
  @Deprecated public static final String VISTORY_GET_START = id("ASSET_VISTORY_GET_START");

  @Deprecated public static final String GET_VISTORY = id("ASSET_GET_VISTORY");
  @Deprecated public static final String VISTORY_GET_FINISH = id("ASSET_VISTORY_GET_FINISH");

  /** The name of the point an asset restore pipeline runs to tell its transition. */
  public static final String RESTORE_TRANSITION_NAME = "ASSET_RESTORE_TRANSITION";

  /** The name of the point an asset delete pipeline runs to tell its transition. */
  public static final String DELETE_TRANSITION_NAME = "ASSET_DELETE_TRANSITION";

  public static final String RESTORE_TRANSITION = id(RESTORE_TRANSITION_NAME);
  public static final String DELETE_TRANSITION = id(DELETE_TRANSITION_NAME);

  private AssetHistoryIds() {}

  static String name(String id) {
    return id.substring(id.indexOf('[') + 1, id.length() - 1);
  }

  private static String id(String name) {
    return DgErrors.MODULE_ID + "[" + name + "]";
  }
}
