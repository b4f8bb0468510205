package org.platform.mdm.dg.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.RelationDef;

class StandardAssetTypesTest {

  @Test
  void everyStandardAttributeHasADisplayNameOfItsOwn() {
    List<String> unnamed = new ArrayList<>();
    for (EntityDef type : StandardAssetTypes.types()) {
      for (AttributeDef a : type.attributes()) {
        if (a.displayName() == null
            || a.displayName().isBlank()
            || a.displayName().equals(a.name())) {
          unnamed.add(type.name() + "." + a.name());
        }
      }
    }
    for (RelationDef relation : StandardAssetTypes.relations()) {
      for (AttributeDef a : relation.attributes()) {
        if (a.displayName() == null
            || a.displayName().isBlank()
            || a.displayName().equals(a.name())) {
          unnamed.add(relation.name() + "." + a.name());
        }
      }
    }
    assertThat(unnamed).as("standard attributes shown by their names").isEmpty();
  }
}
