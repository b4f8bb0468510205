package org.platform.mdm.dg.history;

import org.platform.mdm.system.Pipeline;
import org.platform.mdm.system.Segment;
import org.platform.mdm.system.SegmentType;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The asset history pipeline as the spec names it, and the deprecated "vistory" read kept beside it
 * running the same steps.
 */
@Configuration(proxyBeanMethods = false)
class AssetHistoryPipelines {

  private static Segment of(String id, SegmentType type, String description) {
    return new Segment(id, type, description);
  }

  @Bean
  Pipeline<AssetHistoryWork> assetHistoryPipeline(AssetHistorySteps steps) {
    return Pipeline.builder(
            AssetHistoryWork.class,
            of(
                AssetHistoryIds.HISTORY_START,
                SegmentType.START,
                "Finds the asset: a record of an asset type, by its etalon id or a key"),
            "Answers an asset's history: its events by date range, type and page, newest first")
        .onStart(steps::start)
        .then(
            of(
                AssetHistoryIds.HISTORY,
                SegmentType.POINT,
                "Reads the asset record's history as the user may see it"),
            steps::read)
        .then(
            of(
                AssetHistoryIds.HISTORY_TRANSITIONS,
                SegmentType.POINT,
                "Turns consecutive revisions into transitions with the attributes they changed"),
            steps::transitions)
        .then(
            of(
                AssetHistoryIds.HISTORY_FINISH,
                SegmentType.FINISH,
                "Keeps the events asked for, newest first, and answers a page"),
            steps::finish)
        .build();
  }

  /** The deprecated read: the same steps under the old segment names. */
  @Bean
  @SuppressWarnings("deprecation")
  Pipeline<AssetHistoryWork> assetVistoryPipeline(AssetHistorySteps steps) {
    return Pipeline.builder(
            AssetHistoryWork.class,
            of(
                AssetHistoryIds.VISTORY_GET_START,
                SegmentType.START,
                "Deprecated (ASSET_HISTORY_START): finds the asset"),
            "Deprecated, replaced by " + AssetHistoryIds.HISTORY_START + ": answers the same")
        .onStart(steps::start)
        .then(
            of(
                AssetHistoryIds.GET_VISTORY,
                SegmentType.POINT,
                "Deprecated (ASSET_HISTORY, ASSET_HISTORY_TRANSITIONS): reads the history and"
                    + " turns it into transitions"),
            w -> {
              steps.read(w);
              steps.transitions(w);
            })
        .then(
            of(
                AssetHistoryIds.VISTORY_GET_FINISH,
                SegmentType.FINISH,
                "Deprecated (ASSET_HISTORY_FINISH): answers a page"),
            steps::finish)
        .build();
  }
}
