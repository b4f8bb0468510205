package org.platform.mdm.testsupport;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A small HTTP client for the tests: real requests to the running server, raw bodies allowed, so
 * that what a user's client would see is what the tests see.
 */
public final class Api {

  public static final JsonMapper JSON = JsonMapper.builder().build();
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  private final String base;
  private final List<String> headers;

  private Api(String base, List<String> headers) {
    this.base = base;
    this.headers = List.copyOf(headers);
  }

  public static Api at(int port) {
    return new Api("http://localhost:" + port, List.of());
  }

  /** The same client with one more header on every request. */
  public Api header(String name, String value) {
    List<String> more = new ArrayList<>(headers);
    more.add(name);
    more.add(value);
    return new Api(base, more);
  }

  public Api bearer(String token) {
    return header("Authorization", "Bearer " + token);
  }

  public Api basic(String user, String password) {
    String pair = user + ":" + password;
    return header(
        "Authorization",
        "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
  }

  public Response get(String path) {
    return send("GET", path, null, null);
  }

  public Response delete(String path) {
    return send("DELETE", path, null, null);
  }

  /** POSTs {@code body} serialized to JSON. */
  public Response post(String path, Object body) {
    return send("POST", path, JSON.writeValueAsString(body), "application/json");
  }

  public Response put(String path, Object body) {
    return send("PUT", path, JSON.writeValueAsString(body), "application/json");
  }

  /** Sends a raw body with the given content type (null: no body, no content type). */
  public Response send(String method, String path, String body, String contentType) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(base + path))
            .timeout(Duration.ofSeconds(30))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    if (contentType != null) {
      request.header("Content-Type", contentType);
    }
    for (int i = 0; i < headers.size(); i += 2) {
      request.header(headers.get(i), headers.get(i + 1));
    }
    try {
      HttpResponse<String> response =
          CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      return new Response(response);
    } catch (IOException e) {
      throw new IllegalStateException(method + " " + path + " failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** A response: status, headers and the body, parsed as JSON when it is JSON. */
  public record Response(HttpResponse<String> raw) {

    public int status() {
      return raw.statusCode();
    }

    public String text() {
      return raw.body();
    }

    public String header(String name) {
      return raw.headers().firstValue(name).orElse(null);
    }

    public JsonNode json() {
      return JSON.readTree(raw.body());
    }

    /** The codes of {@code details.error}, in order. */
    public List<String> errorCodes() {
      List<String> codes = new ArrayList<>();
      json().path("details").path("error").forEach(e -> codes.add(e.path("code").asString()));
      return codes;
    }

    @Override
    public String toString() {
      return raw.request().method() + " " + raw.uri() + " -> " + status() + " " + text();
    }
  }
}
