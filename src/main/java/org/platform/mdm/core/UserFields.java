package org.platform.mdm.core;

import java.util.List;

/**
 * The editable fields of a user. In an update a null field keeps its current value.
 *
 * @param roles role names; replaces all roles of the user when given
 */
public record UserFields(
    String fullName, String email, String locale, Boolean active, List<String> roles) {}
