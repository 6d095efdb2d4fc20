// Stands in for one of the theme's scripts: it only records that it ran, by its tag's id.
(window.legacyScripts = window.legacyScripts || []).push(document.currentScript ? document.currentScript.id : '');
