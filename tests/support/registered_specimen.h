// SPDX-License-Identifier: MIT
// Test support: a registered specimen by name (specimens/registry.h), and a
// quantity specimen's numbers judged under its own number contract
// (exact/quantity.h), for the specimens' hand cases.
#ifndef GEOVERIFY_TESTS_SUPPORT_REGISTERED_SPECIMEN_H
#define GEOVERIFY_TESTS_SUPPORT_REGISTERED_SPECIMEN_H

#include <stdexcept>
#include <string>
#include <vector>

#include "geoverify/exact/oracle.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/specimens/registry.h"

namespace gv {
namespace test_support {

/// The specimen of case type C registered under `name`; throws if none is.
template <class C>
const query::Implementation<C>& registered_specimen(const std::string& name) {
  static const std::vector<query::Implementation<C>> all = specimens::specimens<C>();
  for (const auto& impl : all) {
    if (impl.name == name) return impl;
  }
  throw std::runtime_error("no specimen " + name);
}

/// impl's numbers on c judged against the exact ones under impl's number
/// contract. Precondition: the exact answer has a value.
template <class C>
exact::NumberVerdict judged_numbers(const query::Implementation<C>& impl, const C& c) {
  return exact::judge_numbers<C>(exact::exact_numbers(c), impl.numbers(c), impl.number_contract,
                                 exact::oracle(c).scale);
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_REGISTERED_SPECIMEN_H
