# SPDX-License-Identifier: MIT
# Dependencies of the verification suite, all from Debian packages
# (scripts/setup-debian.sh installs them): Boost.Multiprecision with GMP,
# GoogleTest, RapidCheck, Google Benchmark. Nothing is downloaded.
find_package(Boost 1.74 REQUIRED)
find_package(PkgConfig)
if(PkgConfig_FOUND)
  pkg_check_modules(GMP IMPORTED_TARGET gmp)
endif()
if(GMP_FOUND)
  message(STATUS "geoverify: exact oracles use GMP rationals (mpq)")
  set(GEOVERIFY_BOOST_HEADER <boost/multiprecision/gmp.hpp>)
else()
  message(WARNING "geoverify: GMP not found; exact oracles fall back to Boost cpp_rational (3-4x slower)")
  set(GEOVERIFY_BOOST_HEADER <boost/multiprecision/cpp_int.hpp>)
endif()
# Precompiled headers: Boost.Multiprecision costs about 4 s of parsing in each
# translation unit that includes geoverify/exact/rational.h, GoogleTest and
# RapidCheck about 1.5 s each. The targets with several such sources (the
# oracles, the cross-check, the test rooms) and the property binaries (one
# shared header) parse them once: GEOVERIFY_PRECOMPILE=OFF to compare.
option(GEOVERIFY_PRECOMPILE "Precompile Boost.Multiprecision, GoogleTest and RapidCheck headers" ON)
if(GEOVERIFY_BUILD_TESTS)
  find_package(GTest REQUIRED)
  find_package(rapidcheck CONFIG REQUIRED)
endif()
if(GEOVERIFY_BUILD_BENCH)
  find_package(benchmark REQUIRED)
endif()
find_package(Threads REQUIRED)
