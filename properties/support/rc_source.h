// SPDX-License-Identifier: MIT
// Properties support: the generators drawn through RapidCheck. The public
// form is geoverify/gen/rapidcheck.h; the project's properties use it under
// the names they always had.
#ifndef GEOVERIFY_PROPERTIES_RC_SOURCE_H
#define GEOVERIFY_PROPERTIES_RC_SOURCE_H

#include "geoverify/gen/rapidcheck.h"

namespace gv {
namespace props {

using gen::any_case;
using gen::case_of_classes;
using gen::RcSource;

}  // namespace props
}  // namespace gv

#endif  // GEOVERIFY_PROPERTIES_RC_SOURCE_H
