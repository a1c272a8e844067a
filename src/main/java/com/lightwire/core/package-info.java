/** The solver core: no UI, no file formats; one package per problem. */
package com.lightwire.core;
