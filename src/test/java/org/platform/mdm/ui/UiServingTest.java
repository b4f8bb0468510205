package org.platform.mdm.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.ApiTest;

/**
 * The server hands out the web UI the build put into it: {@code /} leads there, every page of the
 * application is its {@code index.html} (never cached, with the content security policy), its
 * assets are cached for good, a missing file is a 404 with the envelope, and the API behind it
 * still wants a token.
 */
class UiServingTest extends ApiTest {

  private static final Pattern SCRIPT = Pattern.compile("src=\"(/ui/assets/[^\"]+\\.js)\"");

  @Test
  void theRootLeadsToTheUi() {
    Api.Response root = anonymous().get("/");
    assertThat(root.status()).isEqualTo(302);
    assertThat(root.header("Location")).endsWith("/ui/");
    assertThat(anonymous().get("/ui").header("Location")).endsWith("/ui/");
  }

  @Test
  void everyPageOfTheApplicationIsItsIndexWithThePolicyAndNoCaching() {
    for (String page : new String[] {"/ui/", "/ui/records", "/ui/records/Client/6d1f3c2a-7b41"}) {
      Api.Response answer = anonymous().get(page);
      assertThat(answer.status()).as(page).isEqualTo(200);
      assertThat(answer.header("Content-Type")).as(page).startsWith("text/html");
      assertThat(answer.text()).as(page).contains("<div id=\"root\"></div>");
      assertThat(answer.header("Cache-Control")).as(page).isEqualTo("no-cache");
      assertThat(answer.header("Content-Security-Policy"))
          .as(page)
          .isEqualTo(UiSecurityHeaders.POLICY)
          .contains("script-src 'self'");
    }
  }

  @Test
  void assetsAreCachedForGoodAndAMissingFileIsA404() {
    Matcher script = SCRIPT.matcher(anonymous().get("/ui/").text());
    assertThat(script.find()).as("the index names its script").isTrue();
    Api.Response asset = anonymous().get(script.group(1));
    assertThat(asset.status()).isEqualTo(200);
    assertThat(asset.header("Content-Type")).contains("javascript");
    assertThat(asset.header("Cache-Control")).contains("max-age=31536000").contains("immutable");

    for (String missing : new String[] {"/ui/assets/none.js", "/ui/nothing.css"}) {
      Api.Response answer = anonymous().get(missing);
      assertThat(answer.status()).as(missing).isEqualTo(404);
      assertThat(answer.errorCodes()).as(missing).containsExactly("SYSTEM_ROUTE_NOT_FOUND");
    }
  }

  @Test
  void theApiBehindTheUiStillWantsAToken() {
    Api.Response answer = anonymous().get("/api/v2/meta/model");
    assertThat(answer.status()).isEqualTo(401);
  }
}
