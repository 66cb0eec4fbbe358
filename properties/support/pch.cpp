// SPDX-License-Identifier: MIT
// The translation unit that builds the precompiled GoogleTest and RapidCheck
// headers every property binary reuses (properties/CMakeLists.txt).
