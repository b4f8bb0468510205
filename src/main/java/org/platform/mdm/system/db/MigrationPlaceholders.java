package org.platform.mdm.system.db;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.api.ResourceProvider;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.migration.JavaMigration;
import org.flywaydb.core.api.resource.LoadableResource;
import org.flywaydb.core.internal.scanner.Scanner;

/**
 * The placeholders of the platform's migrations and extension SQL. The spec writes the extension
 * schema's as {@code #[org.platform.mdm.system.extension.schema]}; the migrations written before it
 * use Flyway's own {@code ${shards}}, and a landed migration cannot change (its checksum would). So
 * Flyway keeps its {@code ${...}} form, and the scripts are read through a provider that turns each
 * {@code #[name]} of a known placeholder into {@code ${name}} first. A migration's checksum is the
 * one of that text, which does not depend on the placeholders' values.
 */
public final class MigrationPlaceholders {

  /** The extension schema's placeholder name (the setting's name). */
  public static final String EXTENSION_SCHEMA = "org.platform.mdm.system.extension.schema";

  private static final Pattern SPEC_FORM = Pattern.compile("#\\[([A-Za-z0-9_.-]+)]");

  private MigrationPlaceholders() {}

  /**
   * Adds the extension schema's placeholder to {@code configuration} and lets its scripts use the
   * spec's {@code #[name]} form; call it after the locations and other placeholders are set.
   */
  public static FluentConfiguration apply(FluentConfiguration configuration, String schema) {
    Map<String, String> placeholders = new HashMap<>(configuration.getPlaceholders());
    placeholders.put(EXTENSION_SCHEMA, schema);
    configuration.placeholders(placeholders);
    ResourceProvider scanned =
        configuration.getResourceProvider() != null
            ? configuration.getResourceProvider()
            : new Scanner<>(JavaMigration.class, configuration, configuration.getLocations());
    return configuration.resourceProvider(new SpecForm(scanned, placeholders));
  }

  /** {@code text} with each {@code #[name]} of a known placeholder written {@code ${name}}. */
  static String flywayForm(String text, Map<String, String> placeholders) {
    Matcher m = SPEC_FORM.matcher(text);
    StringBuilder out = new StringBuilder(text.length());
    while (m.find()) {
      String name = m.group(1);
      m.appendReplacement(
          out,
          Matcher.quoteReplacement(placeholders.containsKey(name) ? "${" + name + "}" : m.group()));
    }
    return m.appendTail(out).toString();
  }

  private record SpecForm(ResourceProvider scanned, Map<String, String> placeholders)
      implements ResourceProvider {

    @Override
    public LoadableResource getResource(String name) {
      LoadableResource resource = scanned.getResource(name);
      return resource == null ? null : new Translated(resource, placeholders);
    }

    @Override
    public Collection<LoadableResource> getResources(String prefix, String[] suffixes) {
      return scanned.getResources(prefix, suffixes).stream()
          .map(r -> (LoadableResource) new Translated(r, placeholders))
          .toList();
    }
  }

  private static final class Translated extends LoadableResource {
    private final LoadableResource resource;
    private final Map<String, String> placeholders;

    Translated(LoadableResource resource, Map<String, String> placeholders) {
      this.resource = resource;
      this.placeholders = placeholders;
    }

    @Override
    public Reader read() {
      try (Reader reader = resource.read()) {
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        for (int n; (n = reader.read(buffer)) >= 0; ) {
          text.append(buffer, 0, n);
        }
        return new StringReader(flywayForm(text.toString(), placeholders));
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read " + resource.getAbsolutePath(), e);
      }
    }

    @Override
    public String getAbsolutePath() {
      return resource.getAbsolutePath();
    }

    @Override
    public String getAbsolutePathOnDisk() {
      return resource.getAbsolutePathOnDisk();
    }

    @Override
    public String getFilename() {
      return resource.getFilename();
    }

    @Override
    public String getRelativePath() {
      return resource.getRelativePath();
    }
  }
}
