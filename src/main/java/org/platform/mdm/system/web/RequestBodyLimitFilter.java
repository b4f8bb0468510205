package org.platform.mdm.system.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.StreamedUploads;
import org.platform.mdm.system.SystemErrors;
import org.platform.mdm.system.SystemSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses request bodies larger than {@code org.platform.mdm.system.request.max-body-size} with 413
 * before anything reads them: at once when {@code Content-Length} says so, else (chunked bodies) as
 * soon as the reader passes the limit. Multipart bodies are also held to the limit by the servlet
 * container, which reads them itself (see {@link ServletContainerConfiguration}).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 1)
class RequestBodyLimitFilter extends OncePerRequestFilter {

  private final long limit;
  private final ErrorResponses errors;
  private final Set<String> streamed;
  private final Set<String> streamedMultipart;

  RequestBodyLimitFilter(
      Environment environment, ErrorResponses errors, ObjectProvider<StreamedUploads> uploads) {
    this.limit = Settings.configuredValue(environment, SystemSettings.MAX_REQUEST_BODY).toBytes();
    this.errors = errors;
    this.streamed =
        uploads.orderedStream().flatMap(u -> u.paths().stream()).collect(Collectors.toSet());
    this.streamedMultipart =
        uploads
            .orderedStream()
            .flatMap(u -> u.multipartPaths().stream())
            .collect(Collectors.toSet());
  }

  /** Raw bodies of streamed uploads go to disk as they arrive: no limit to protect memory. */
  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    String type = request.getContentType();
    boolean multipart = type != null && type.toLowerCase(Locale.ROOT).startsWith("multipart/");
    return multipart
        ? streamedMultipart.contains(request.getRequestURI())
        : streamed.contains(request.getRequestURI());
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    long declared = request.getContentLengthLong();
    if (declared > limit) {
      errors.write(request, response, tooLarge(limit));
      return;
    }
    // With a Content-Length the container never reads past it; only chunked bodies need counting.
    chain.doFilter(declared < 0 ? new LimitedRequest(request, limit) : request, response);
  }

  static Problem tooLarge(long limit) {
    return Problem.of(SystemErrors.SYSTEM_BODY_TOO_LARGE, readable(limit));
  }

  /** {@code 10 MB}, {@code 512 KB} or {@code 1000 bytes}: how the limit is named to the user. */
  static String readable(long bytes) {
    long mb = 1024L * 1024;
    if (bytes % mb == 0) {
      return bytes / mb + " MB";
    }
    if (bytes % 1024 == 0) {
      return bytes / 1024 + " KB";
    }
    return bytes + " bytes";
  }

  /** Thrown by the counting stream; the error mapper answers it with 413. */
  static final class BodyTooLargeException extends IOException {
    private static final long serialVersionUID = 1L;

    private final long limit;

    BodyTooLargeException(long limit) {
      super("request body larger than " + limit + " bytes");
      this.limit = limit;
    }

    long limit() {
      return limit;
    }
  }

  private static final class LimitedRequest extends HttpServletRequestWrapper {

    private final long limit;
    private ServletInputStream stream;

    LimitedRequest(HttpServletRequest request, long limit) {
      super(request);
      this.limit = limit;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
      if (stream == null) {
        stream = new LimitedInputStream(super.getInputStream(), limit);
      }
      return stream;
    }

    @Override
    public BufferedReader getReader() throws IOException {
      String encoding = getCharacterEncoding();
      Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
      return new BufferedReader(new InputStreamReader(getInputStream(), charset));
    }
  }

  private static final class LimitedInputStream extends ServletInputStream {

    private final ServletInputStream in;
    private final long limit;
    private long count;

    LimitedInputStream(ServletInputStream in, long limit) {
      this.in = in;
      this.limit = limit;
    }

    @Override
    public int read() throws IOException {
      int b = in.read();
      if (b >= 0) {
        counted(1);
      }
      return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
      int n = in.read(buffer, offset, length);
      if (n > 0) {
        counted(n);
      }
      return n;
    }

    private void counted(int n) throws BodyTooLargeException {
      count += n;
      if (count > limit) {
        throw new BodyTooLargeException(limit);
      }
    }

    @Override
    public boolean isFinished() {
      return in.isFinished();
    }

    @Override
    public boolean isReady() {
      return in.isReady();
    }

    @Override
    public void setReadListener(ReadListener listener) {
      in.setReadListener(listener);
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }
}
