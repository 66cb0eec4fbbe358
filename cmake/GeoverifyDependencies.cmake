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
else()
  message(WARNING "geoverify: GMP not found; exact oracles fall back to Boost cpp_rational (3-4x slower)")
endif()
if(GEOVERIFY_BUILD_TESTS)
  find_package(GTest REQUIRED)
  find_package(rapidcheck CONFIG REQUIRED)
endif()
if(GEOVERIFY_BUILD_BENCH)
  find_package(benchmark REQUIRED)
endif()
find_package(Threads REQUIRED)
