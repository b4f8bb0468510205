package org.platform.mdm.data.merge;

import org.platform.mdm.data.DataErrors;
import org.platform.mdm.system.Pipeline;
import org.platform.mdm.system.Segment;
import org.platform.mdm.system.SegmentType;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The merge and unmerge pipelines; other modules insert their points before named segments. */
@Configuration(proxyBeanMethods = false)
class MergePipelines {

  private static Segment of(String name, SegmentType type, String description) {
    return Segment.of(DataErrors.MODULE_ID, name, type, description);
  }

  @Bean
  Pipeline<MergeWork> recordMergePipeline(MergeOperations operations) {
    return Pipeline.builder(
            MergeWork.class,
            of(
                "RECORD_MERGE_START",
                SegmentType.START,
                "Checks the right, locks the winner and the losers in etalon id order"),
            "Merges records: the losers' origins join the winner, the losers become MERGED")
        .onStart(operations::checkMerge)
        .then(
            of(
                "RECORD_MERGE_PERSISTENCE",
                SegmentType.CONNECTOR,
                "Moves the losers' origins, keeps what each brought, rebuilds the winner"),
            operations::persistMerge)
        .then(
            of(
                "RELATION_MERGE_CONNECTOR",
                SegmentType.CONNECTOR,
                "Moves the losers' links to the winner (joining the links it has already) and"
                    + " ends the links to the losers at the winner"),
            operations::persistLinks)
        .then(of("RECORD_MERGE_FINISH", SegmentType.FINISH, "Answers the winner"), c -> {})
        .build();
  }

  @Bean
  Pipeline<MergeWork> recordUnmergePipeline(MergeOperations operations) {
    return Pipeline.builder(
            MergeWork.class,
            of(
                "RECORD_UNMERGE_START",
                SegmentType.START,
                "Checks the right, locks the etalon and finds the origins the keys name"),
            "Unmerges origins: they leave into the loser they came with, or into a new record")
        .onStart(operations::checkUnmerge)
        .then(
            of(
                "RECORD_UNMERGE_PERSISTENCE",
                SegmentType.CONNECTOR,
                "Moves the origins out (a loser coming back takes its links back) and rebuilds"
                    + " both timelines"),
            operations::persistUnmerge)
        .then(of("RECORD_UNMERGE_FINISH", SegmentType.FINISH, "Answers both records"), c -> {})
        .build();
  }
}
