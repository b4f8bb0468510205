package org.platform.mdm.dp.library;

import java.time.OffsetDateTime;

/**
 * A user library's version as stored, without its content.
 *
 * @param name the library's name (the spec's {@code filename})
 * @param version its version
 * @param mimeType what the content is: {@code JAR_FILE}
 * @param description what it holds, or null
 * @param size the content's size in bytes
 * @param sha256 the content's SHA-256, hexadecimal: a new content, a new loading
 */
public record UserLibrary(
    String name,
    String version,
    String mimeType,
    String description,
    long size,
    String sha256,
    String createdBy,
    OffsetDateTime createDate,
    String updatedBy,
    OffsetDateTime updateDate) {}
