package org.platform.mdm.notifications;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.Api;
import org.platform.mdm.testsupport.RecordApiTest;
import tools.jackson.databind.JsonNode;

/** Webhooks against a local HTTP receiver: signature, order, retries, pause and resume. */
class WebhooksTest extends RecordApiTest {

  private static final String WEBHOOKS = "/api/v2/notifications/webhooks";
  private static final String SECRET = "a-secret-of-enough-length";

  private HttpServer receiver;
  private final List<String[]> calls = new CopyOnWriteArrayList<>();

  /** How many calls still fail with 500 (-1: all of them). */
  private final AtomicInteger failing = new AtomicInteger();

  @BeforeEach
  void startReceiver() throws Exception {
    receiver = HttpServer.create(new InetSocketAddress("localhost", 0), 0);
    receiver.createContext(
        "/hook",
        exchange -> {
          String body =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          int left = failing.get();
          boolean fail = left != 0;
          if (left > 0) {
            failing.decrementAndGet();
          }
          if (!fail) {
            calls.add(
                new String[] {body, exchange.getRequestHeaders().getFirst("X-Platform-Signature")});
          }
          exchange.sendResponseHeaders(fail ? 500 : 204, -1);
          exchange.close();
        });
    receiver.start();
    setting(admin(), NotificationSettings.WEBHOOK_RETRY.name(), "PT0.05S");
  }

  @AfterEach
  void stopReceiver() {
    receiver.stop(0);
    Api admin = admin();
    setting(admin, NotificationSettings.WEBHOOK_RETRY.name(), null);
    setting(admin, NotificationSettings.WEBHOOK_MAX_FAILURES.name(), null);
    for (JsonNode w : admin.get(WEBHOOKS).json().path("webhooks")) {
      admin.delete(WEBHOOKS + "/" + w.path("id").asLong());
    }
  }

  private String url() {
    return "http://localhost:" + receiver.getAddress().getPort() + "/hook";
  }

  private long subscribe(Api admin, String entity) {
    Map<String, Object> body = new HashMap<>();
    body.put("url", url());
    body.put("entityNames", List.of(entity));
    body.put("secret", SECRET);
    Api.Response r = admin.post(WEBHOOKS, body);
    assertThat(r.status()).as(r.toString()).isEqualTo(200);
    assertThat(r.json().path("webhook").has("secret")).isFalse();
    long id = r.json().path("webhook").path("id").asLong();
    // Kept encrypted with the platform key; the calls below are signed with it decrypted.
    assertThat(
            jdbc.sql("select secret from webhook_subscriptions where id = ?")
                .param(id)
                .query(String.class)
                .single())
        .startsWith("enc:v1:")
        .doesNotContain(SECRET);
    return id;
  }

  @org.springframework.beans.factory.annotation.Autowired
  org.springframework.jdbc.core.simple.JdbcClient jdbc;

  @Test
  void eachCallIsSignedAndTheRecordsNotificationsComeInOrder() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String other = aRegister(admin, "BVT", attribute("name", "String"));
    subscribe(admin, customer);

    for (int i = 0; i < 4; i++) {
      written(admin, aRecord(customer, erp, "C-1").with("name", "v" + i));
      written(admin, aRecord(other, erp, "O-1").with("name", "v" + i));
    }

    await(() -> calls.size() >= 4);
    Thread.sleep(300);
    assertThat(calls).as("only the subscribed register").hasSize(4);
    List<Long> sequences = new ArrayList<>();
    for (String[] call : calls) {
      assertThat(call[1]).isEqualTo("sha256=" + WebhookDelivery.sign(SECRET, call[0]));
      JsonNode body = Api.JSON.readTree(call[0]);
      assertThat(body.path("entityName").asString()).isEqualTo(customer);
      sequences.add(body.path("sequence").asLong());
    }
    assertThat(sequences).containsExactly(1L, 2L, 3L, 4L);
  }

  @Test
  void aFailedCallIsTriedAgainUntilTheReceiverTakesIt() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    long id = subscribe(admin, customer);
    failing.set(3);

    written(admin, aRecord(customer, erp, "C-1").with("name", "n"));
    written(admin, aRecord(customer, erp, "C-1").with("name", "m"));

    await(() -> calls.size() >= 2);
    assertThat(calls.stream().map(c -> Api.JSON.readTree(c[0]).path("sequence").asLong()).toList())
        .containsExactly(1L, 2L);
    JsonNode webhook = admin.get(WEBHOOKS + "/" + id).json().path("webhook");
    assertThat(webhook.path("state").asString()).isEqualTo("ACTIVE");
    await(
        () -> admin.get(WEBHOOKS + "/" + id).json().path("webhook").path("failures").asInt() == 0);
  }

  @Test
  void aSubscriptionThatKeepsFailingIsPausedAndGoesOnWhenResumed() throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    setting(admin, NotificationSettings.WEBHOOK_MAX_FAILURES.name(), "3");
    long id = subscribe(admin, customer);
    failing.set(-1);

    written(admin, aRecord(customer, erp, "C-1").with("name", "n"));

    await(
        () ->
            admin
                .get(WEBHOOKS + "/" + id)
                .json()
                .path("webhook")
                .path("state")
                .asString()
                .equals("PAUSED"));
    JsonNode paused = admin.get(WEBHOOKS + "/" + id).json().path("webhook");
    assertThat(paused.path("failures").asInt()).isEqualTo(3);
    assertThat(paused.path("lastError").asString()).isEqualTo("HTTP 500");
    assertThat(calls).isEmpty();

    failing.set(0);
    Api.Response resumed = admin.post(WEBHOOKS + "/" + id + "/resume", Map.of());
    assertThat(resumed.status()).as(resumed.toString()).isEqualTo(200);

    await(() -> calls.size() == 1);
    assertThat(admin.get(WEBHOOKS + "/" + id).json().path("webhook").path("state").asString())
        .isEqualTo("ACTIVE");
  }

  @Test
  void aChangedSubscriptionCallsWithItsNewRegistersAndSecretAndKeepsItsSecretWhenNoneIsGiven()
      throws Exception {
    Api admin = admin();
    String erp = aSource(admin, "erp", 40);
    String customer = aRegister(admin, "BVT", attribute("name", "String"));
    String other = aRegister(admin, "BVT", attribute("name", "String"));
    long id = subscribe(admin, customer);
    String newSecret = "another-secret-long-enough";

    Map<String, Object> change = new HashMap<>();
    change.put("url", url());
    change.put("entityNames", List.of(other));
    change.put("secret", newSecret);
    Api.Response changed = admin.put(WEBHOOKS + "/" + id, change);
    assertThat(changed.status()).as(changed.toString()).isEqualTo(200);
    assertThat(changed.json().path("webhook").path("entityNames").get(0).asString())
        .isEqualTo(other);
    written(admin, aRecord(customer, erp, "C-1").with("name", "n"));
    written(admin, aRecord(other, erp, "O-1").with("name", "n"));
    await(() -> calls.size() >= 1);
    Thread.sleep(300);
    assertThat(calls).as("only the register it now follows").hasSize(1);
    assertThat(calls.get(0)[1])
        .isEqualTo("sha256=" + WebhookDelivery.sign(newSecret, calls.get(0)[0]));

    change.remove("secret");
    change.put("entityNames", List.of(customer));
    assertThat(admin.put(WEBHOOKS + "/" + id, change).status()).isEqualTo(200);
    written(admin, aRecord(customer, erp, "C-1").with("name", "m"));
    await(() -> calls.size() >= 2);
    assertThat(calls.get(1)[1])
        .isEqualTo("sha256=" + WebhookDelivery.sign(newSecret, calls.get(1)[0]));

    Map<String, Object> bad = new HashMap<>(Map.of("url", "ftp://x", "secret", "s"));
    Api.Response refused = admin.put(WEBHOOKS + "/" + id, bad);
    assertThat(refused.status()).isEqualTo(400);
    assertThat(refused.json().path("details").path("error").findValuesAsString("source"))
        .containsExactlyInAnyOrder("url", "secret");
    assertThat(admin.put(WEBHOOKS + "/987654321", change).status()).isEqualTo(404);
    assertThat(admin.put(WEBHOOKS + "/x", change).status()).isEqualTo(404);
  }

  @Test
  void badSubscriptionsAreRefused() {
    Api admin = admin();
    Map<String, Object> noUrl = new HashMap<>(Map.of("secret", SECRET));
    Map<String, Object> badUrl = new HashMap<>(Map.of("url", "ftp://x", "secret", SECRET));
    Map<String, Object> shortSecret =
        new HashMap<>(Map.of("url", "http://localhost/x", "secret", "s"));
    Map<String, Object> badType =
        new HashMap<>(
            Map.of("url", "http://localhost/x", "secret", SECRET, "types", List.of("MERGED")));

    for (Map<String, Object> body : List.of(noUrl, badUrl, shortSecret, badType)) {
      assertThat(admin.post(WEBHOOKS, body).status()).as(body.toString()).isEqualTo(400);
    }
    assertThat(admin.get(WEBHOOKS + "/987654321").status()).isEqualTo(404);
    assertThat(admin.post(WEBHOOKS + "/987654321/resume", Map.of()).status()).isEqualTo(404);
    assertThat(aUserWithRoles().get(WEBHOOKS).status()).isEqualTo(403);
  }

  private static void await(BooleanSupplier condition) throws InterruptedException {
    long until = System.currentTimeMillis() + 20_000;
    while (!condition.getAsBoolean()) {
      assertThat(System.currentTimeMillis()).as("waited 20 s").isLessThan(until);
      Thread.sleep(50);
    }
  }
}
