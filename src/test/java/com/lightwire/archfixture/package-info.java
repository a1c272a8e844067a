/**
 * Classes that break the layer rules on purpose, one planted violation each, so that LayerRulesFixtureTest can prove
 * every rule of LayerRules fails when broken. Compiled in src/test only; never part of the production scan.
 */
package com.lightwire.archfixture;
