// Stands in for an original plugin script: it only records that it ran, by its tag's id.
(window.legacyScripts = window.legacyScripts || []).push(document.currentScript ? document.currentScript.id : '');
