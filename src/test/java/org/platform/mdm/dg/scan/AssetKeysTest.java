package org.platform.mdm.dg.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AssetKeysTest {

  private static final List<String> TABLE = List.of("shop", "public", "orders");

  @Test
  void aKeyNamesTheInformationSystemAndTheCrawlerInstance() {
    assertThat(AssetKeys.of("sales", "main", Set.of()).of(TABLE))
        .isEqualTo("sales:main/shop/public/orders");
    assertThat(AssetKeys.of("sales", "main", Set.of()).of(TABLE))
        .isNotEqualTo(AssetKeys.of("audit", "main", Set.of()).of(TABLE));
    assertThat(AssetKeys.of("sales", "main", Set.of()).of(List.of("a b", "x/y", "ü:1")))
        .isEqualTo("sales:main/a%20b/x%2Fy/%C3%BC%3A1");
  }

  @Test
  void anAssetWrittenUnderAKeyOfTheOldFormKeepsIt() {
    AssetKeys keys = AssetKeys.of("sales", "main", Set.of("main/shop/public/orders"));

    assertThat(keys.of(TABLE)).isEqualTo("main/shop/public/orders");
    assertThat(keys.of(List.of("shop", "public", "customers")))
        .as("an asset the ledger does not hold under the old form gets the new one")
        .isEqualTo("sales:main/shop/public/customers");
  }

  @Test
  void oldAndNewKeysNeverMeetEvenWhenTheNamesAreAlike() {
    // The old key of [shop, x] is "shop/shop/x"; with "/" between system and instance the new key
    // of [x] would be the same.
    AssetKeys keys = AssetKeys.of("shop", "shop", Set.of("shop/shop/x"));

    assertThat(keys.of(List.of("shop", "x"))).isEqualTo("shop/shop/x");
    assertThat(keys.of(List.of("x"))).isEqualTo("shop:shop/x");
  }

  @Test
  void aKeyReadsBackAsThePathItWasMadeOf() {
    List<String> path = List.of("a b", "x/y", "ü:1", "100%", "");
    AssetKeys keys = AssetKeys.of("sales", "main", Set.of());

    assertThat(AssetKeys.path(keys.of(path), "sales", "main")).isEqualTo(path);
    assertThat(AssetKeys.path("main/shop/public", "sales", "main"))
        .as("a key of the old form")
        .containsExactly("shop", "public");
    assertThat(AssetKeys.path("audit:main/shop", "sales", "main"))
        .as("another instance's key")
        .isEmpty();
  }
}
