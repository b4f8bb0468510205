package org.platform.mdm.core.web;

import io.swagger.v3.oas.annotations.media.Schema;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.platform.mdm.core.LabelInstance;
import org.platform.mdm.core.access.RequestedLabel;

/** One instance of a security label held by a role or a user. */
@Schema(
    description =
        "An instance of a security label: values of some of its attributes. A record of the"
            + " label's register is seen and written through the instance when it has every value"
            + " given; an attribute left out does not restrict, so an instance without values"
            + " admits every record. Instances of one label add up (OR); a record must be admitted"
            + " by every label on its register (AND).")
record LabelInstanceRO(
    @NotNull @Schema(description = "The label's name.") String name,
    @NotNull List<LabelValueRO> attributes) {

  /** A value of one of the label's attributes. */
  @Schema(description = "A value of one of the label's attributes.")
  record LabelValueRO(
      @NotNull @Schema(description = "The attribute's path, `Entity.attribute`.") String path,
      @NotNull
          @Schema(
              description =
                  "The value as text: a number, `true` or `false`, a date `yyyy-MM-dd`, or the"
                      + " text itself, after the attribute's type.")
          String value) {}

  static List<LabelInstanceRO> of(List<LabelInstance> instances) {
    return instances.stream()
        .map(
            i ->
                new LabelInstanceRO(
                    i.label(),
                    i.values().entrySet().stream()
                        .map(e -> new LabelValueRO(e.getKey(), LabelInstance.text(e.getValue())))
                        .toList()))
        .toList();
  }

  /** The instances as the services take them; null stays null (nothing to change). */
  static List<RequestedLabel> requested(List<LabelInstanceRO> instances) {
    return instances == null
        ? null
        : instances.stream()
            .map(
                i ->
                    i == null
                        ? null
                        : new RequestedLabel(
                            i.name(),
                            i.attributes() == null
                                ? null
                                : i.attributes().stream()
                                    .map(
                                        v ->
                                            v == null
                                                ? null
                                                : new RequestedLabel.LabelValue(
                                                    v.path(), v.value()))
                                    .toList()))
            .toList();
  }
}
