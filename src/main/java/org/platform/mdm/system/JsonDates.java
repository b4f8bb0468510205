package org.platform.mdm.system;

import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueDeserializer;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.module.SimpleModule;

/**
 * The platform's timestamps on the wire: written in the server's zone with milliseconds and an
 * explicit offset ({@code 2026-11-22T10:15:30.123+03:00}); read with or without an offset, a local
 * date-time being taken in the server's zone.
 */
public final class JsonDates {

  static final DateTimeFormatter WRITE =
      DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSxxx");

  private JsonDates() {}

  static SimpleModule module(ZoneId zone) {
    SimpleModule module = new SimpleModule("platform-dates");
    module.addSerializer(
        OffsetDateTime.class,
        new ValueSerializer<>() {
          @Override
          public void serialize(OffsetDateTime value, JsonGenerator gen, SerializationContext ctx) {
            gen.writeString(format(value, zone));
          }
        });
    module.addDeserializer(
        OffsetDateTime.class,
        new ValueDeserializer<>() {
          @Override
          public OffsetDateTime deserialize(JsonParser parser, DeserializationContext ctx) {
            String text = parser.getValueAsString();
            try {
              return parse(text, zone);
            } catch (DateTimeParseException e) {
              return (OffsetDateTime)
                  ctx.handleWeirdStringValue(
                      OffsetDateTime.class, text, "not an ISO 8601 date-time");
            }
          }
        });
    return module;
  }

  public static String format(OffsetDateTime value, ZoneId zone) {
    return WRITE.format(value.atZoneSameInstant(zone).toOffsetDateTime());
  }

  /** Parses an ISO 8601 date-time; without an offset it is taken in {@code zone}. */
  public static OffsetDateTime parse(String text, ZoneId zone) {
    TemporalAccessor parsed =
        DateTimeFormatter.ISO_DATE_TIME.parseBest(
            text.trim(), OffsetDateTime::from, LocalDateTime::from);
    return parsed instanceof OffsetDateTime odt
        ? odt
        : ((LocalDateTime) parsed).atZone(zone).toOffsetDateTime();
  }
}
