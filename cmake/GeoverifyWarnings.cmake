# SPDX-License-Identifier: MIT
# Warning flags for the project's own targets (never imposed on consumers of
# geoverify::core). Link a target with geoverify_warnings to get them.
add_library(geoverify_warnings INTERFACE)
target_compile_options(geoverify_warnings INTERFACE -Wall -Wextra -Wshadow -Wconversion
                       -Wno-sign-conversion $<$<BOOL:${GEOVERIFY_WERROR}>:-Werror>)
