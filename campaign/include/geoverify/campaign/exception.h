// SPDX-License-Identifier: MIT
// geoverify campaign: naming an exception a routine under test threw.
#ifndef GEOVERIFY_CAMPAIGN_EXCEPTION_H
#define GEOVERIFY_CAMPAIGN_EXCEPTION_H

#include <cxxabi.h>

#include <cstdlib>
#include <exception>
#include <string>
#include <typeinfo>

namespace gv {
namespace campaign {

/// "threw std::domain_error: what()" for the exception in flight ("threw
/// <type>" when it is not a std::exception). Call only inside a catch block.
inline std::string describe_current_exception() {
  std::string type = "an exception of unknown type";
  if (const std::type_info* t = abi::__cxa_current_exception_type()) {
    int status = 0;
    char* name = abi::__cxa_demangle(t->name(), nullptr, nullptr, &status);
    type = status == 0 && name ? name : t->name();
    std::free(name);
  }
  try {
    throw;
  } catch (const std::exception& e) {
    return "threw " + type + ": " + e.what();
  } catch (...) {
    return "threw " + type;
  }
}

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_EXCEPTION_H
