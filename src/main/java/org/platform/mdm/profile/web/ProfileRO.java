package org.platform.mdm.profile.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.dg.PlatformAssets.PlatformAsset;
import org.platform.mdm.profile.run.Profile;
import org.platform.mdm.profile.stats.AttributeProfile;
import org.platform.mdm.system.Details;

/** The wire shapes of profiles. */
final class ProfileRO {

  private ProfileRO() {}

  @Schema(name = "ProfileSummaryRO", description = "A profile without its attributes.")
  record SummaryRO(
      long id,
      @Schema(description = "The run that made it.") long executionId,
      @NotNull @Schema(description = "DATA (a register's values) or CLASSIFIER.") String kind,
      @NotNull @Schema(description = "The register or reference set profiled.") String entityName,
      @Schema(description = "Kind CLASSIFIER: the classifier; null for kind DATA.")
          String classifierName,
      @NotNull @Schema(description = "The instant the golden records were read at.")
          OffsetDateTime date,
      @Schema(description = "How many top values and shapes were kept.") int topN,
      @Schema(description = "The records active at the date.") long recordCount,
      @NotNull @Schema(description = "Who started the run.") String createdBy,
      @NotNull @Schema(description = "When the profile was kept.") OffsetDateTime createDate) {

    static SummaryRO of(Profile p) {
      return new SummaryRO(
          p.id(),
          p.executionId(),
          p.kind().name(),
          p.entityName(),
          p.classifierName(),
          p.profiledAt(),
          p.topN(),
          p.recordCount(),
          p.createdBy(),
          p.createDate());
    }
  }

  record ProfilePageRO(
      @NotNull Details details,
      @NotNull @Schema(description = "The newest first.") List<SummaryRO> profiles,
      @Schema(description = "Profiles matching in all.") long totalCount) {}

  @Schema(name = "ValueCountRO")
  record ValueCountRO(
      @NotNull @Schema(description = "The value as text (numbers plain, dates ISO).") String value,
      long count) {}

  @Schema(name = "PatternCountRO")
  record PatternCountRO(
      @NotNull @Schema(description = "Upper-case letters A, others a, digits 9, the rest kept.")
          String pattern,
      long count) {}

  @Schema(name = "HistogramBucketRO", description = "Values from `from` (inclusive) to `to`.")
  record BucketRO(
      double from,
      double to,
      @NotNull @Schema(description = "`from` in the attribute's form (a date, a time, UTC …).")
          String fromLabel,
      @NotNull String toLabel,
      long count) {}

  @Schema(name = "NodeCountRO")
  record NodeCountRO(
      @NotNull String nodeId,
      @Schema(description = "The node's code; null when it has none.") String nodeCode,
      @Schema(description = "Records classified into the node at the date.") long count,
      @Schema(
              description =
                  "The node's name for people when the run was made; null when it has none (and"
                      + " in profiles made before names were kept).")
          String displayName) {}

  @Schema(name = "AttributeProfileRO")
  record AttributeRO(
      @NotNull String name,
      @Schema(description = "Null when the model gives none.") String displayName,
      @NotNull
          @Schema(
              description =
                  "The model type (`String`, `Date` …); for a node attribute the JSON kind of"
                      + " its values (`String`, `Number`, `Boolean`).")
          String type,
      boolean array,
      @Schema(description = "Records profiled.") long recordCount,
      @Schema(description = "Records with a value (an array: with at least one).") long filledCount,
      @Schema(description = "filledCount / recordCount; 0 without records.") double filledShare,
      @Schema(description = "Values: the filled records, or every element of arrays.")
          long valueCount,
      @Schema(description = "Distinct values; null for large objects and nested records.")
          Long distinctCount,
      @Schema(description = "False: distinctCount is an estimate (about 1 % off).")
          boolean distinctExact,
      @Schema(description = "Numbers, dates, times, timestamps: the smallest, as stored.")
          String min,
      @Schema(description = "The largest, as stored.") String max,
      @Schema(description = "The mean (a date to the day, a timestamp in UTC).") String mean,
      @Schema(description = "Text: the shortest length, in characters.") Integer lengthMin,
      @Schema(description = "Text: the longest length.") Integer lengthMax,
      @Schema(description = "Text: the mean length.") Double lengthMean,
      @NotNull @Schema(description = "The most frequent values, ties by value.")
          List<ValueCountRO> topValues,
      @Schema(description = "False: too many distinct values to count all; counts may be low.")
          boolean topValuesExact,
      @NotNull @Schema(description = "Text: the most frequent shapes.")
          List<PatternCountRO> patterns,
      @Schema(description = "False: too many distinct shapes to count all; counts may be low.")
          boolean patternsExact,
      @Schema(
              description =
                  "VALUE (numbers; dates in days since 1970-01-01; times in seconds of the day;"
                      + " timestamps in seconds since 1970 UTC) or LENGTH (of text); null: none.")
          String histogramAxis,
      @NotNull @Schema(description = "At most 20 buckets, from the smallest value to the largest.")
          List<BucketRO> histogram,
      @Schema(
              description =
                  "The attribute is confidential in the model: none of its values is kept (no"
                      + " topValues, min, max, mean or histogram of values), only its counts,"
                      + " lengths and shapes.")
          boolean confidential) {

    static AttributeRO of(AttributeProfile a) {
      return new AttributeRO(
          a.name(),
          a.displayName(),
          a.type(),
          a.array(),
          a.recordCount(),
          a.filledCount(),
          a.recordCount() == 0 ? 0 : (double) a.filledCount() / a.recordCount(),
          a.valueCount(),
          a.distinctCount(),
          a.distinctExact(),
          a.min(),
          a.max(),
          a.mean(),
          a.lengthMin(),
          a.lengthMax(),
          a.lengthMean(),
          a.topValues().stream().map(v -> new ValueCountRO(v.value(), v.count())).toList(),
          a.topValuesExact(),
          a.patterns().stream().map(v -> new PatternCountRO(v.pattern(), v.count())).toList(),
          a.patternsExact(),
          a.histogramAxis(),
          a.histogram().stream()
              .map(b -> new BucketRO(b.from(), b.to(), b.fromLabel(), b.toLabel(), b.count()))
              .toList(),
          a.confidential());
    }
  }

  @Schema(name = "ProfileRO", description = "A profile with every attribute's statistics.")
  record FullRO(
      @NotNull SummaryRO profile,
      @NotNull
          @Schema(
              description =
                  "Kind CLASSIFIER: records per node, the most first; empty for kind DATA.")
          List<NodeCountRO> nodes,
      @Schema(description = "Kind CLASSIFIER: records in no node; null for kind DATA.")
          Long unclassifiedCount,
      @NotNull
          @Schema(
              description =
                  "Kind DATA: the entity's attributes in model order; kind CLASSIFIER: the"
                      + " nodes' attributes as found.")
          List<AttributeRO> attributes,
      @NotNull
          @Schema(
              description =
                  "Kind DATA: the data-governance assets (tables) that stand for the register in"
                      + " catalogs of this platform's model (crawler type `platform`) and that the"
                      + " user may read; empty when none.")
          List<CatalogAssetRO> assets) {

    static FullRO of(Profile p, List<PlatformAsset> assets) {
      return new FullRO(
          SummaryRO.of(p),
          p.nodes().stream()
              .map(n -> new NodeCountRO(n.nodeId(), n.nodeCode(), n.count(), n.displayName()))
              .toList(),
          p.unclassified(),
          p.attributes().stream().map(AttributeRO::of).toList(),
          assets.stream().map(CatalogAssetRO::of).toList());
    }
  }

  @Schema(
      name = "CatalogAssetRO",
      description = "A data-governance asset standing for a register or one of its attributes.")
  record CatalogAssetRO(
      @NotNull @Schema(description = "The asset's etalon id.") UUID etalonId,
      @NotNull @Schema(description = "dgTable or dgColumn.") String assetType,
      @NotNull @Schema(description = "The asset's name in the catalog.") String displayName,
      @NotNull @Schema(description = "The information system it was scanned in.")
          String informationSystem,
      @NotNull @Schema(description = "The register or reference set it stands for.")
          String entityName,
      @Schema(description = "A column: the attribute it stands for; null for a table.")
          String attributeName) {

    static CatalogAssetRO of(PlatformAsset a) {
      return new CatalogAssetRO(
          a.etalonId(),
          a.assetType(),
          a.displayName(),
          a.informationSystem(),
          a.entityName(),
          a.attributeName());
    }
  }

  record ProfileResponseRO(
      @NotNull Details details,
      @NotNull FullRO profile,
      @Schema(description = "Asked by `assetId`: the asset, a table or a column; null otherwise.")
          CatalogAssetRO asset) {}
}
