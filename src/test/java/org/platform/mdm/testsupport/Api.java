package org.platform.mdm.testsupport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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

  private final int port;
  private final String base;
  private final List<String> headers;

  private Api(int port, List<String> headers) {
    this.port = port;
    this.base = "http://localhost:" + port;
    this.headers = List.copyOf(headers);
  }

  public static Api at(int port) {
    return new Api(port, List.of());
  }

  /** The same client with one more header on every request. */
  public Api header(String name, String value) {
    List<String> more = new ArrayList<>(headers);
    more.add(name);
    more.add(value);
    return new Api(port, more);
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

  /** Posts a text file as the multipart part {@code file}. */
  public Response upload(String path, String fileName, String contentType, String content) {
    String boundary = "----mdm" + java.util.UUID.randomUUID();
    String body =
        "--"
            + boundary
            + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
            + fileName
            + "\"\r\nContent-Type: "
            + contentType
            + "\r\n\r\n"
            + content
            + "\r\n--"
            + boundary
            + "--\r\n";
    return send("POST", path, body, "multipart/form-data; boundary=" + boundary);
  }

  /** Posts a file (any bytes) as the multipart part {@code file}, after the text fields given. */
  public Response upload(
      String path,
      java.util.Map<String, String> fields,
      String fileName,
      String contentType,
      byte[] content) {
    return upload(path, fields, "file", fileName, contentType, content);
  }

  /** Posts a file (any bytes) as the multipart part {@code part}, after the text fields given. */
  public Response upload(
      String path,
      java.util.Map<String, String> fields,
      String part,
      String fileName,
      String contentType,
      byte[] content) {
    String boundary = "----mdm" + java.util.UUID.randomUUID();
    java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
    StringBuilder head = new StringBuilder();
    fields.forEach(
        (name, value) ->
            head.append("--")
                .append(boundary)
                .append("\r\nContent-Disposition: form-data; name=\"")
                .append(name)
                .append("\"\r\n\r\n")
                .append(value)
                .append("\r\n"));
    head.append("--")
        .append(boundary)
        .append("\r\nContent-Disposition: form-data; name=\"")
        .append(part)
        .append("\"; filename=\"")
        .append(fileName)
        .append("\"\r\nContent-Type: ")
        .append(contentType)
        .append("\r\n\r\n");
    body.writeBytes(head.toString().getBytes(StandardCharsets.UTF_8));
    body.writeBytes(content);
    body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    return send(
        request(path)
            .header("Content-Type", "multipart/form-data; boundary=" + boundary)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())));
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
    return send(request.build(), body);
  }

  /** Sends a request built by the caller (streamed bodies, {@code Expect: 100-continue} …). */
  public Response send(HttpRequest.Builder request) {
    for (int i = 0; i < headers.size(); i += 2) {
      request.header(headers.get(i), headers.get(i + 1));
    }
    return send(request.build(), null);
  }

  /** Sends a request built by the caller and answers the body as bytes (downloads). */
  public HttpResponse<byte[]> sendForBytes(HttpRequest.Builder request) {
    for (int i = 0; i < headers.size(); i += 2) {
      request.header(headers.get(i), headers.get(i + 1));
    }
    try {
      HttpRequest built = request.build();
      HttpResponse<byte[]> response = CLIENT.send(built, HttpResponse.BodyHandlers.ofByteArray());
      String type = response.headers().firstValue("Content-Type").orElse(null);
      contract()
          .check(
              built.method(),
              built.uri(),
              null,
              null,
              response.statusCode(),
              type,
              type != null && type.startsWith("application/json")
                  ? new String(response.body(), StandardCharsets.UTF_8)
                  : null);
      return response;
    } catch (IOException e) {
      throw new IllegalStateException("request failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** A request builder for {@code path} on this server, for {@link #send(HttpRequest.Builder)}. */
  public HttpRequest.Builder request(String path) {
    return HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30));
  }

  private Response send(HttpRequest request, String body) {
    try {
      HttpResponse<String> response =
          CLIENT.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
      Response answer =
          new Response(
              request.method() + " " + request.uri(),
              response.statusCode(),
              response.headers().map(),
              response.body());
      contract()
          .check(
              request.method(),
              request.uri(),
              request.headers().firstValue("Content-Type").orElse(null),
              body,
              answer.status(),
              answer.header("Content-Type"),
              answer.text());
      return answer;
    } catch (IOException e) {
      throw new IllegalStateException(request.method() + " " + request.uri() + " failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /**
   * Writes the request byte for byte to a socket, for what {@code java.net.http} refuses to send: a
   * path with {@code %ZZ} or raw non-ASCII bytes, an unknown method. The request target goes out
   * exactly as given (as ISO-8859-1 bytes), with this client's headers and {@code extraHeaders}
   * (name, value, name, value …).
   */
  public Response raw(String method, String target, String body, String... extraHeaders) {
    StringBuilder head = new StringBuilder();
    head.append(method).append(' ').append(target).append(" HTTP/1.1\r\n");
    head.append("Host: localhost:").append(port).append("\r\n");
    head.append("Connection: close\r\n");
    List<String> all = new ArrayList<>(headers);
    all.addAll(List.of(extraHeaders));
    for (int i = 0; i < all.size(); i += 2) {
      head.append(all.get(i)).append(": ").append(all.get(i + 1)).append("\r\n");
    }
    byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
    if (body != null) {
      head.append("Content-Length: ").append(content.length).append("\r\n");
    }
    head.append("\r\n");
    try (Socket socket = new Socket("localhost", port)) {
      socket.setSoTimeout(30_000);
      OutputStream out = socket.getOutputStream();
      out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
      out.write(content);
      out.flush();
      Response answer = parse(method + " " + target, socket.getInputStream());
      URI uri = rawUri(target);
      if (uri != null) {
        String type = null;
        for (int i = 0; i + 1 < all.size(); i += 2) {
          if (all.get(i).equalsIgnoreCase("Content-Type")) {
            type = all.get(i + 1);
          }
        }
        contract()
            .check(
                method,
                uri,
                type,
                body,
                answer.status(),
                answer.header("Content-Type"),
                answer.text());
      }
      return answer;
    } catch (IOException e) {
      throw new IllegalStateException(method + " " + target + " failed", e);
    }
  }

  /** The documents this server's answers are checked against (see {@link ApiContract}). */
  private ApiContract contract() {
    return ApiContract.of(port);
  }

  /** A raw request target as a URI, or null when it is not one (a broken escape, raw bytes). */
  private URI rawUri(String target) {
    try {
      return URI.create(base + target);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static Response parse(String request, InputStream in) throws IOException {
    byte[] all = in.readAllBytes();
    String text = new String(all, StandardCharsets.ISO_8859_1);
    int end = text.indexOf("\r\n\r\n");
    if (end < 0) {
      throw new IOException("no complete answer to " + request + ": " + text);
    }
    String[] lines = text.substring(0, end).split("\r\n");
    int status = Integer.parseInt(lines[0].split(" ")[1]);
    Map<String, List<String>> headers = new LinkedHashMap<>();
    for (int i = 1; i < lines.length; i++) {
      int colon = lines[i].indexOf(':');
      headers
          .computeIfAbsent(lines[i].substring(0, colon).trim(), k -> new ArrayList<>())
          .add(lines[i].substring(colon + 1).trim());
    }
    byte[] body = java.util.Arrays.copyOfRange(all, end + 4, all.length);
    if (headers.keySet().stream().anyMatch(h -> h.equalsIgnoreCase("Transfer-Encoding"))) {
      body = dechunk(body);
    }
    return new Response(request, status, headers, new String(body, StandardCharsets.UTF_8));
  }

  private static byte[] dechunk(byte[] chunked) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int at = 0;
    while (true) {
      int lineEnd = at;
      while (chunked[lineEnd] != '\r') {
        lineEnd++;
      }
      String size = new String(chunked, at, lineEnd - at, StandardCharsets.ISO_8859_1);
      int length = Integer.parseInt(size.split(";")[0].trim(), 16);
      if (length == 0) {
        return out.toByteArray();
      }
      out.write(chunked, lineEnd + 2, length);
      at = lineEnd + 2 + length + 2;
    }
  }

  /** A response: status, headers and the body, parsed as JSON when it is JSON. */
  public record Response(
      String request, int status, Map<String, List<String>> headers, String text) {

    /** The first value of a header, whatever its case; null when absent. */
    public String header(String name) {
      return headers.entrySet().stream()
          .filter(e -> e.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT)))
          .map(e -> e.getValue().get(0))
          .findFirst()
          .orElse(null);
    }

    public JsonNode json() {
      return JSON.readTree(text);
    }

    /** The codes of {@code details.error}, in order. */
    public List<String> errorCodes() {
      List<String> codes = new ArrayList<>();
      json().path("details").path("error").forEach(e -> codes.add(e.path("code").asString()));
      return codes;
    }

    @Override
    public String toString() {
      return request + " -> " + status + " " + text;
    }
  }
}
